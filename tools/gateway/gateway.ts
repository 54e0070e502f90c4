// npm run gateway -- config --zone <zoneId>: the gateway's side of a zone, to paste
import { resolve } from "node:path";
import { gatewayConfig, printConfig } from "../../fleet/gateway/gatewayConfig.ts";
import { closest } from "../../fleet/lint/closest.ts";
import { loadFleet } from "../../fleet/manifests/loadFleet.ts";
import { parseOptions } from "../cli/parseOptions.ts";
import { gatewaySideFromEnv } from "./gatewaySideFromEnv.ts";

const HELP = `Prints what a zone's gateway needs, from its manifest and the server's environment.

usage: npm run gateway -- config --zone <zoneId> [--with-secrets]

The zone's manifest names its gateway (network.gateway: spec, coovachilli, mikrotik) and its address
(network.controllerHosts); the lines printed are that gateway's: CoovaChilli's /etc/chilli/config,
MikroTik's RouterOS commands and the hotspot's login.html and logout.html, and FreeRADIUS's when it is
in front (RADIUS_REST_TOKEN set). Secrets are not printed: each is a <REPLACE: …> placeholder, which
does not parse where it is pasted unreplaced. --with-secrets prints the gateway's RADIUS secret and
the zone's UAM secret from the environment in full: paste them where they belong, and keep that
output out of tickets and chats.

environment, the server's own:
  MANIFESTS_DIR                       the fleet (default ./manifests)
  PUBLIC_URL, HOST, PORT              the portal's address (devices are sent there)
  RADIUS_HOST, RADIUS_AUTH_PORT, RADIUS_ACCT_PORT, RADIUS_DISCONNECT_PORT
  RADIUS_CLIENTS, RADIUS_CLIENTS_FILE the gateway's shared secret (by its address)
  GATEWAY_KEYS, GATEWAY_KEYS_FILE     the zone's key: CoovaChilli's UAM secret
  RADIUS_REST_TOKEN                   FreeRADIUS in front
  PAYMENT_PROVIDER, NETS_CHECKOUT_KEY the card provider's window, let through the walled garden

example: PUBLIC_URL=https://portal.ship.example npm run gateway -- config --zone nl-polaris`;

function fail(message: string): never {
  console.error(`gateway: ${message}\n(npm run gateway -- --help)`);
  process.exit(2);
}

const [command, ...rest] = process.argv.slice(2);
if (command === undefined || command === "--help" || command === "-h") {
  console.log(HELP);
  process.exit(command === undefined ? 2 : 0);
}
if (command !== "config") fail(`unknown command ${command}: the command is config`);
const values = parseOptions(
  "gateway",
  { zone: { type: "string" }, "with-secrets": { type: "boolean" }, help: { type: "boolean" } },
  rest,
);
if (values.help) {
  console.log(HELP);
  process.exit(0);
}
if (!values.zone) fail("name the zone: --zone <zoneId>");
const fleet = loadFleet(resolve(process.env.MANIFESTS_DIR ?? "manifests"));
const ids = fleet.zones.flatMap((z) =>
  ((z.manifest.zones ?? []) as { zoneId: string }[]).map((entry) => ({ id: entry.zoneId, layout: z })),
);
const found = ids.find((z) => z.id === values.zone);
if (!found) {
  const near = closest(
    values.zone,
    ids.map((z) => z.id),
  );
  fail(`no manifest serves zone ${values.zone}${near ? ` (did you mean ${near}?)` : ""}`);
}
try {
  const network = (found.layout.manifest.network ?? {}) as Parameters<typeof gatewaySideFromEnv>[1];
  const side = gatewaySideFromEnv(found.id, network, process.env, values["with-secrets"] === true);
  process.stdout.write(printConfig(gatewayConfig(side)));
} catch (error) {
  fail((error as Error).message);
}
