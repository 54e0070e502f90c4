import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { mikrotikLoginPage, mikrotikLogoutPage } from "../../fleet/gateway/mikrotikPages.ts";
import {
  startThrowawayFreeRadius,
  type ThrowawayFreeRadius,
} from "../../tools/radius/throwawayFreeRadius.ts";
import { type ChildServer, startChildServer } from "../server/helpers/childServer.ts";
import { installGangwaySite } from "../server/helpers/freeradius.ts";
import { fleetVariant } from "../server/helpers/fleetVariant.ts";
import { tempDir } from "../server/helpers/testApp.ts";
import { scaled } from "../timeoutFactor.ts";
import { type ChilliStandIn, startChilliStandIn } from "./chilliStandIn.ts";
import { GatewayRadius, type RadiusServer } from "./gatewayRadius.ts";
import { type MikrotikStandIn, startMikrotikStandIn } from "./mikrotikStandIn.ts";

export const CHILLI_ZONE = "gn-premium-demo";
export const MIKROTIK_ZONE = "sa-petrel";
export const RIG_SECRET = "handoff-rig-gateway-secret-32ch!";
export const UAM_SECRET = "handoff-rig-uam-secret-of-32-chars";
export const REST_TOKEN = "handoff-rig-rest-token-of-32-chars!!";
export const METRICS_TOKEN = "handoff-rig-metrics-token-32-chars!";

/** A Gangway with a CoovaChilli zone and a MikroTik zone, each with its gateway's stand-in. */
export interface GatewayRig {
  server: ChildServer;
  chilli: ChilliStandIn;
  mikrotik: MikrotikStandIn;
  /** Gangway's own RADIUS server, and FreeRADIUS (rlm_rest) in front of it */
  native: RadiusServer;
  freeRadius: RadiusServer;
  /** the stand-ins ask Gangway natively, or through FreeRADIUS */
  via(kind: "native" | "freeradius"): void;
  metrics(): Promise<string>;
  close(): Promise<void>;
}

async function until<T>(what: string, read: () => T | undefined): Promise<T> {
  const deadline = Date.now() + scaled(10_000);
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`waited in vain for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * The handoff's world (issue 32), all on loopback: the real server (server/main.ts, its own
 * process, the built portal) with gn-premium-demo behind CoovaChilli (its UAM secret in
 * GATEWAY_KEYS) and sa-petrel behind a MikroTik hotspot (the other zones behind the spec's
 * controller, the simulator), Debian's FreeRADIUS with Gangway's site
 * in front when asked, and the two stand-ins on addresses of their own (127.0.0.2, 127.0.0.3),
 * which is where Gangway's Disconnect-Requests reach them.
 */
export async function startGatewayRig(o: { freeRadius?: boolean } = {}): Promise<GatewayRig> {
  const fleet = fleetVariant((f) => {
    f.layout(CHILLI_ZONE).network = { gateway: "coovachilli", controllerHosts: ["127.0.0.1"] };
    f.layout(MIKROTIK_ZONE).network = { gateway: "mikrotik", controllerHosts: ["127.0.0.1"] };
  });
  const dataDir = tempDir("gangway-handoff-");
  const unset: RadiusServer = { host: "127.0.0.1", authPort: 0, acctPort: 0, secret: RIG_SECRET };
  const chilliRadius = new GatewayRadius("127.0.0.2", unset);
  const mikrotikRadius = new GatewayRadius("127.0.0.3", unset);
  let devices: { chilli?: ChilliStandIn; mikrotik?: MikrotikStandIn } = {};
  const coaPort = await chilliRadius.listenForDisconnects(0, RIG_SECRET, (a) =>
    devices.chilli ? devices.chilli.devices.disconnect(a) : Promise.resolve(false),
  );
  await mikrotikRadius.listenForDisconnects(coaPort, RIG_SECRET, (a) =>
    devices.mikrotik ? devices.mikrotik.devices.disconnect(a) : Promise.resolve(false),
  );
  const server = await startChildServer(dataDir, {
    MANIFESTS_DIR: fleet.manifestsDir,
    STATIC_DIR: resolve("dist"),
    DEMO: "1",
    TEST_MODE: "1",
    CLIENT_LIMIT_SCALE: "100",
    GATEWAY_KEYS: `${CHILLI_ZONE}=${UAM_SECRET}`,
    RADIUS_CLIENTS: `127.0.0.0/8=${RIG_SECRET}`,
    RADIUS_AUTH_PORT: "0",
    RADIUS_ACCT_PORT: "0",
    RADIUS_DISCONNECT_PORT: String(coaPort),
    RADIUS_REST_TOKEN: REST_TOKEN,
    METRICS_TOKEN,
    BRAND_CACHE_DIR: resolve("node_modules/.cache/gangway-brand"),
    WARM_BRAND_IMAGES: "0",
  });
  const line = await until(
    "the RADIUS ports",
    () => / auth (\d+)\/udp acct (\d+)\/udp/.exec(server.stdout()) ?? undefined,
  );
  const native: RadiusServer = { ...unset, authPort: Number(line[1]), acctPort: Number(line[2]) };
  let front: ThrowawayFreeRadius | undefined;
  if (o.freeRadius)
    front = await startThrowawayFreeRadius({
      secret: RIG_SECRET,
      // the stand-ins' own loopback addresses are its gateways
      configure: (raddb, ports) =>
        installGangwaySite(raddb, ports, { address: "127.0.0.0/8", secret: RIG_SECRET }),
      env: { GANGWAY_URL: server.base, RADIUS_REST_TOKEN: REST_TOKEN },
      debug: true,
      startMs: scaled(20_000),
    });
  const freeRadius: RadiusServer = front
    ? { ...unset, authPort: front.authPort, acctPort: front.acctPort }
    : native;
  for (const radius of [chilliRadius, mikrotikRadius]) radius.use(native);
  const chilli = await startChilliStandIn({
    uamserver: `${server.base}/?zoneId=${CHILLI_ZONE}`,
    uamsecret: UAM_SECRET,
    nasid: CHILLI_ZONE,
    radius: chilliRadius,
  });
  const mikrotik = await startMikrotikStandIn({
    loginPage: mikrotikLoginPage(server.base, MIKROTIK_ZONE),
    logoutPage: mikrotikLogoutPage(server.base, MIKROTIK_ZONE),
    server: MIKROTIK_ZONE,
    radius: mikrotikRadius,
  });
  devices = { chilli, mikrotik };
  return {
    server,
    chilli,
    mikrotik,
    native,
    freeRadius,
    via(kind) {
      for (const radius of [chilliRadius, mikrotikRadius])
        radius.use(kind === "native" ? native : freeRadius);
    },
    metrics: async () =>
      (
        await fetch(`${server.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
      ).text(),
    async close() {
      await Promise.all([chilli.close(), mikrotik.close()]);
      chilliRadius.close();
      mikrotikRadius.close();
      await front?.stop();
      server.child.kill("SIGTERM");
      await server.exited;
      fleet.remove();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
