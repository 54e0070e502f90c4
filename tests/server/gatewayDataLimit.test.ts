import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChilliStandIn, startChilliStandIn } from "../gateways/chilliStandIn.ts";
import { GatewayRadius } from "../gateways/gatewayRadius.ts";
import { type MikrotikStandIn, startMikrotikStandIn } from "../gateways/mikrotikStandIn.ts";
import { scaled } from "../timeoutFactor.ts";
import { type FleetVariant, fleetVariant } from "./helpers/fleetVariant.ts";
import { startApp, type TestApp } from "./helpers/testApp.ts";
import { vouchersInProcess } from "../tools/vouchersInProcess.ts";

// Issue 40 item 2: a voucher of 5 GB (more than 32 bits of octets) reaches each gateway whole, as the
// gateway reads it: the stand-ins decode Gangway's Access-Accept with the vendors' own dictionaries
// (Debian's FreeRADIUS ones, CoovaChilli's header), and put the high word (Gigawords) above the low
// one as CoovaChilli's chilli.c and RouterOS do. Gangway once sent CoovaChilli's total at 21, its
// Max-Input-Gigawords: CoovaChilli read 5 GB as 705 032 704 octets.
const CHILLI = "gn-premium-demo";
const MIKROTIK = "sa-petrel";
const SECRET = "data-limit-test-gateway-secret-32ch";
const FIVE_GB = 5_000_000_000;

let t: TestApp;
let fleet: FleetVariant;
let out: string;
let chilli: ChilliStandIn;
let mikrotik: MikrotikStandIn;
const radius: GatewayRadius[] = [];

// `npm run vouchers -- --data 5GB` (in this process: the gateways' answers are the point): the
// code of the one voucher minted
async function mintFiveGb(zoneId: string): Promise<string> {
  const dir = mkdtempSync(join(out, `${zoneId}-`));
  const args = ["--zone", zoneId, "--count", "1", "--duration", "24h", "--data", "5GB"];
  const portal = ["--portal-url", "https://portal.ship.example"];
  const minted = await vouchersInProcess([...args, ...portal, "--out", dir], {
    DATA_DIR: t.dataDir,
    MANIFESTS_DIR: fleet.manifestsDir,
    PUBLIC_URL: "",
  });
  if (minted.status !== 0) throw new Error(`vouchers exited ${minted.status}: ${minted.stderr}`);
  const csv = readdirSync(dir).find((f) => f.endsWith(".csv")) ?? "";
  const row = readFileSync(join(dir, csv), "utf8").split("\r\n")[1] ?? "";
  return row.split(",")[1] ?? "";
}

beforeAll(async () => {
  fleet = fleetVariant((f) => {
    f.layout(CHILLI).network = { gateway: "coovachilli", controllerHosts: ["127.0.0.1"] };
    f.layout(MIKROTIK).network = { gateway: "mikrotik", controllerHosts: ["127.0.0.1"] };
  });
  t = await startApp({
    zones: { manifestsDir: fleet.manifestsDir },
    demo: { dataPath: fleet.demoDataPath },
    simulators: { accessController: false },
    gateway: { radius: { clients: [{ address: "127.0.0.0/8", secret: SECRET }] } },
  });
  const server = t.app.gateway.radius;
  if (!server) throw new Error("the RADIUS server did not start");
  const native = { host: "127.0.0.1", authPort: server.authPort, acctPort: server.acctPort, secret: SECRET };
  radius.push(new GatewayRadius("127.0.0.2", native), new GatewayRadius("127.0.0.3", native));
  out = mkdtempSync(join(tmpdir(), "gangway-data-limit-"));
  chilli = await startChilliStandIn({
    uamserver: `http://127.0.0.1:9/?zoneId=${CHILLI}`,
    uamsecret: "data-limit-test-uam-secret-of-32-chars",
    nasid: CHILLI,
    radius: radius[0] as GatewayRadius,
  });
  mikrotik = await startMikrotikStandIn({
    loginPage: "login",
    logoutPage: "logout",
    server: MIKROTIK,
    radius: radius[1] as GatewayRadius,
  });
}, scaled(60_000));

afterAll(async () => {
  await Promise.all([chilli?.close(), mikrotik?.close()]);
  for (const r of radius) r.close();
  await t?.close();
  fleet?.remove();
  if (out) rmSync(out, { recursive: true, force: true });
});

describe("a 5 GB voucher", { timeout: scaled(120_000) }, () => {
  it.each([
    ["CoovaChilli", CHILLI, "02:cc:00:00:00:01", () => chilli],
    ["MikroTik", MIKROTIK, "02:cc:00:00:00:02", () => mikrotik],
  ] as const)("reaches %s as 5 GB: Gigawords and the low word", async (_name, zoneId, mac, hotspot) => {
    const code = await mintFiveGb(zoneId);
    t.bind(mac, zoneId);
    const grant = await t.api(
      "POST",
      "/api/v1/voucher/auth",
      { mac, voucher: code, termsAccepted: true },
      zoneId,
    );
    expect(grant.statusCode, grant.body).toBe(200);
    // the device appears at its hotspot, which asks RADIUS by its MAC first (HS_MACAUTH, login-by=mac)
    const captured = await fetch(hotspot().captive(mac), { redirect: "manual" });
    expect(captured.status).toBeLessThan(400);
    const accepted = hotspot().devices.accepted.find((a) => a.mac === mac);
    expect(accepted?.dataLimit).toBe(FIVE_GB);
  });
});
