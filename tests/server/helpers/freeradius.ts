import { spawn } from "node:child_process";
import { appendFileSync, copyFileSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gatewayConfig } from "../../../fleet/gateway/gatewayConfig.ts";
import type { GatewaySide } from "../../../fleet/gateway/GatewaySide.ts";
import {
  type FreeRadiusPorts,
  PACKAGED_RADDB,
  replaceLine,
  startThrowawayFreeRadius,
  type ThrowawayFreeRadius,
} from "../../../tools/radius/throwawayFreeRadius.ts";
import { scaled } from "../../timeoutFactor.ts";

// what operators install (server/gateway/freeradius/README.md)
const SHIPPED = fileURLToPath(new URL("../../../server/gateway/freeradius/", import.meta.url));

// the client lines `npm run gateway -- config` prints for a gateway at `address` with FreeRADIUS in
// front, and the file they go to, as an operator pastes them (a here-document)
function printedClient(address: string, secret: string): { file: string; text: string } {
  const side: GatewaySide = {
    ...{ zoneId: "gn-premium-demo", portalOrigin: "http://127.0.0.1", radiusHost: "127.0.0.1" },
    ...{ authPort: 1812, acctPort: 1813, disconnectPort: 3799, uamSecret: undefined, walledGarden: [] },
    ...{
      network: { gateway: "coovachilli", controllerHosts: [address] },
      radiusSecret: secret,
      restToken: true,
    },
  };
  const lines = (gatewayConfig(side).at(-1)?.text ?? "").split("\n");
  const start = lines.findIndex((l) => /^cat >> \S+ <<'EOF'/.test(l));
  const end = lines.indexOf("EOF", start);
  const file = /^cat >> (\S+)/.exec(lines[start] ?? "")?.[1];
  if (start < 0 || end < 0 || !file) throw new Error("the printed FreeRADIUS lines add no client");
  return { file, text: `${lines.slice(start + 1, end).join("\n")}\n` };
}

/**
 * The shipped site, module, dictionary and clients file installed into a copy of the packaged
 * configuration as the README tells operators to, the site's listeners moved to loopback and the
 * given ports; Debian's own clients.conf (localhost at 127.0.0.1) as the package ships it, and the
 * gateway at `gateway` (127.0.0.1 unless told) added with the lines `npm run gateway -- config` prints.
 */
export function installGangwaySite(
  raddb: string,
  ports: FreeRadiusPorts,
  gateway: { address: string; secret: string },
): void {
  const site = join(raddb, "sites-available", "gangway");
  copyFileSync(join(SHIPPED, "sites-available", "gangway"), site);
  replaceLine(site, /^(\s*)ipaddr = \*$/m, "$1ipaddr = 127.0.0.1");
  replaceLine(site, /^(\s*)ipaddr = \*$/m, "$1ipaddr = 127.0.0.1");
  replaceLine(site, /^(\s*)port = 1812$/m, `$1port = ${ports.auth}`);
  replaceLine(site, /^(\s*)port = 1813$/m, `$1port = ${ports.acct}`);
  symlinkSync("../sites-available/gangway", join(raddb, "sites-enabled", "gangway"));
  copyFileSync(join(SHIPPED, "mods-available", "gangway"), join(raddb, "mods-available", "gangway"));
  symlinkSync("../mods-available/gangway", join(raddb, "mods-enabled", "gangway"));
  copyFileSync(join(SHIPPED, "dictionary.gangway"), join(raddb, "dictionary.gangway"));
  appendFileSync(join(raddb, "dictionary"), "$INCLUDE dictionary.gangway\n");
  copyFileSync(join(SHIPPED, "gangway-clients.conf"), join(raddb, "gangway-clients.conf"));
  copyFileSync(join(PACKAGED_RADDB, "clients.conf"), join(raddb, "clients.conf"));
  const client = printedClient(gateway.address, gateway.secret);
  appendFileSync(join(raddb, client.file), client.text);
}

/** A real FreeRADIUS with the shipped configuration in front of the Gangway at `gangwayUrl`. */
export function startGangwayFreeRadius(o: {
  gangwayUrl: string;
  token: string;
  secret: string;
}): Promise<ThrowawayFreeRadius> {
  return startThrowawayFreeRadius({
    secret: o.secret,
    configure: (raddb, ports) => installGangwaySite(raddb, ports, { address: "127.0.0.1", secret: o.secret }),
    env: { GANGWAY_URL: o.gangwayUrl, RADIUS_REST_TOKEN: o.token },
    // every request in its output, for a failing test to show
    debug: true,
    startMs: scaled(20_000),
  });
}

export interface RadiusAnswer {
  code: string;
  // as radclient prints them, quotes taken off
  attributes: Record<string, string>;
}

const line = ([name, value]: [string, string | number]) =>
  `${name} = ${typeof value === "number" ? value : JSON.stringify(value)}`;

/**
 * One request sent by Debian's radclient, a gateway's side, to a server on 127.0.0.1. Access-Requests
 * carry a Message-Authenticator, as Gangway's own server demands. `raddb`: the dictionaries to read
 * the answer with (the copy's, which has dictionary.gangway).
 */
export function radclient(
  kind: "auth" | "acct",
  port: number,
  secret: string,
  attributes: Record<string, string | number>,
  raddb: string,
): Promise<RadiusAnswer> {
  const lines = Object.entries(attributes).map(line);
  if (kind === "auth") lines.push("Message-Authenticator = 0x00");
  // async: the Gangway answering it runs in this process
  const child = spawn(
    "radclient",
    ["-x", "-d", raddb, "-t", String(scaled(3)), "-r", "3"].concat(`127.0.0.1:${port}`, kind, secret),
  );
  let out = "";
  child.stdout.on("data", (chunk) => {
    out += chunk;
  });
  child.stderr.on("data", (chunk) => {
    out += chunk;
  });
  child.stdin.end(`${lines.join(", ")}\n`);
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", () => {
      const received = /^Received (\S+) Id \d+ .*\n((?:\t.*\n?)*)/m.exec(out);
      if (!received) return reject(new Error(`radclient got no answer:\n${out}`));
      const pairs = (received[2] ?? "")
        .split("\n")
        .map((l) => /^\t(\S+) = (.*)$/.exec(l))
        .filter((m) => m !== null)
        .map((m) => [m[1] as string, (m[2] as string).replace(/^"(.*)"$/, "$1")]);
      resolve({ code: received[1] as string, attributes: Object.fromEntries(pairs) });
    });
  });
}
