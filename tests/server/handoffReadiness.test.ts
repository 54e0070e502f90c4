import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../../server/buildApp.ts";
import { startChildServer } from "./helpers/childServer.ts";
import { type FleetVariant, fleetVariant } from "./helpers/fleetVariant.ts";
import { allZones, PRODUCTION_ENV, productionOptions } from "./helpers/production.ts";
import { appOptions, mergeSections, tempDir } from "./helpers/testApp.ts";

// Issue 32: no configurable dead end. A production-looking configuration whose zone's gateway
// could never let a granted device online stops the start with one line naming the zone and what
// it lacks; a development start serves it and says so.
const ZONE = "sk-tern";
const KEY = "a-uam-secret-of-at-least-32-characters";
const RADIUS = { clients: [{ address: "10.9.0.0/24", secret: "a-gateway-secret-of-some-length" }] };

let fleet: FleetVariant | undefined;
afterEach(() => fleet?.remove());

function variant(network: Record<string, unknown>) {
  fleet?.remove();
  fleet = fleetVariant((f) => {
    f.layout(ZONE).network = network;
  });
  return { zones: fleet.zones, demo: fleet.demo };
}

// the start's refusal, or undefined when it starts (the app is closed again)
async function refusal(
  network: Record<string, unknown>,
  extra: Parameters<typeof productionOptions>[0] = {},
): Promise<string | undefined> {
  const dataDir = tempDir();
  try {
    const app = buildApp(appOptions(dataDir, productionOptions(mergeSections(variant(network), extra))));
    try {
      await app.ready();
      return undefined;
    } finally {
      await app.close();
    }
  } catch (error) {
    return (error as Error).message;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const CHILLI = { gateway: "coovachilli", controllerHosts: ["10.9.0.1"] };
const MIKROTIK = { gateway: "mikrotik", controllerHosts: ["10.9.0.1"] };

describe("a gateway handoff that cannot work (issue 32)", () => {
  it("refuses a production start, one zone and what it lacks at a time", async () => {
    // the spec's controller: neither a controller host nor the simulator here
    expect(await refusal({ controllerHosts: [] })).toMatch(
      /^refusing to serve a gateway handoff that cannot work in a production-looking configuration \(.*\): zone sk-tern \(spec gateway\) needs a controller host \(network\.controllerHosts\) or the access-controller simulator/,
    );
    expect(
      await refusal({ controllerHosts: [] }, { simulators: { accessController: true } }),
    ).toBeUndefined();
    // CoovaChilli without its UAM secret, without RADIUS
    expect(await refusal(CHILLI, { gateway: { radius: RADIUS } })).toMatch(
      /zone sk-tern \(coovachilli gateway\) needs its UAM secret \(the zone's entry in GATEWAY_KEYS or GATEWAY_KEYS_FILE/,
    );
    expect(await refusal(CHILLI, { devices: { gatewayKeys: { [ZONE]: KEY } } })).toMatch(
      /needs a way for its gateway to ask Gangway over RADIUS \(RADIUS_CLIENTS, or RADIUS_REST_TOKEN/,
    );
    expect(
      await refusal(CHILLI, { devices: { gatewayKeys: { [ZONE]: KEY } }, gateway: { radius: RADIUS } }),
    ).toBeUndefined();
    // MikroTik cannot sign its redirect: a key there would refuse every passenger
    expect(
      await refusal(MIKROTIK, { devices: { gatewayKeys: { [ZONE]: KEY } }, gateway: { radius: RADIUS } }),
    ).toMatch(/zone sk-tern \(mikrotik gateway\) needs no GATEWAY_KEYS entry/);
    expect(await refusal(MIKROTIK, { gateway: { radius: RADIUS } })).toBeUndefined();
  });

  it("keeps the last good version on a reload that would add one", async () => {
    const options = productionOptions({
      ...variant(CHILLI),
      devices: { gatewayKeys: { [ZONE]: KEY } },
      gateway: { radius: RADIUS },
    });
    const dataDir = tempDir();
    const app = buildApp(appOptions(dataDir, options));
    try {
      await app.ready();
      const file = join(fleet?.manifestsDir ?? "", "skerry", "tern.json");
      const manifest = JSON.parse(readFileSync(file, "utf8"));
      writeFileSync(file, JSON.stringify({ ...manifest, network: { controllerHosts: [] } }));
      const outcome = await app.reloadZones();
      expect(outcome.ok).toBe(false);
      expect(JSON.stringify(outcome)).toMatch(/zone sk-tern \(spec gateway\) needs a controller host/);
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("stops server/main.ts with that one line, exit code 1", async () => {
    const { zones } = variant({ gateway: "coovachilli", controllerHosts: ["10.9.0.1"] });
    const env = {
      ...PRODUCTION_ENV,
      UNVERIFIED_ZONES: allZones().join(","),
      RADIUS_CLIENTS: "10.9.0.0/24=a-gateway-secret-of-some-length",
      RADIUS_AUTH_PORT: "0",
      RADIUS_ACCT_PORT: "0",
    };
    const refused = await startChildServer(
      tempDir(),
      { ...env, MANIFESTS_DIR: zones.manifestsDir },
      90_000,
    ).then(
      (s) => {
        s.child.kill("SIGKILL");
        return "started";
      },
      (error: Error) => error.message,
    );
    expect(refused).toMatch(
      /exited before listening: gangway: refusing to serve a gateway handoff .*zone sk-tern \(coovachilli gateway\) needs its UAM secret/,
    );
    expect(refused.trim().split("\n")).toHaveLength(1);
  });
});
