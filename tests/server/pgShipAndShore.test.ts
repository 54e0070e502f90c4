import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPgStore } from "../../server/storage/pg/openPgStore.ts";
import { type SatelliteLink, startSatelliteLink } from "../../tools/bench/satelliteLink.ts";
import { scaled } from "../timeoutFactor.ts";
import { BrowserDevice } from "./helpers/browserDevice.ts";
import { type ChildServer, startChildServer } from "./helpers/childServer.ts";
import { type FleetCluster, gangwayDatabase, startFleetCluster } from "./helpers/fleetClusters.ts";
import { type FleetVariant, fleetVariant } from "./helpers/fleetVariant.ts";
import { tempDir } from "./helpers/testApp.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
// the vessel under test: a cruise ship (cabin packages, md-stella-demo) with a deck network that
// sells by card and takes vouchers (md-stella-deck, a layout the test adds to its operator)
const STELLA = "meridian/stella";
const DECK = "md-stella-deck";
const CRUISE = "md-stella-demo";
// a second vessel on the same shore, of another operator: it must see none of Stella's rows
const PREMIUM = "gangnet/premium";
const PREMIUM_ZONE = "gn-premium-demo";
const HEARTBEAT_MS = 500;
const METRICS_TOKEN = randomBytes(24).toString("hex");
const LAMBERT = {
  lastname: "Lambert",
  personalKey: "SRV-CHARGE",
  email: "srv.charge@example.org",
  dateOfBirth: "1981-02-03",
};

// the card store deck of Stella: GangNet's premium layout, in Meridian's folder, on Stella
function withDeck(variant: FleetVariant): void {
  const deck = JSON.parse(readFileSync(join(ROOT, "manifests/gangnet/premium.json"), "utf8"));
  deck.zonePrefix = "meridian/stella-deck";
  deck.extends = "operator.json";
  deck.zones = [{ zoneId: DECK, name: "Stella deck", vessel: "stella" }];
  delete deck.brand;
  writeFileSync(join(variant.manifestsDir, "meridian/stella-deck.json"), JSON.stringify(deck, null, 2));
}

// an operator command as its own process (npm run fleet, vouchers, report), with its output
function command(script: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (c) => (out += c));
    child.stderr.on("data", (c) => (err += c));
    child.on("exit", (code) => resolve({ code, out, err }));
  });
}

// the codes of the batch CSV `npm run vouchers` wrote into the folder (serial, code, …)
function batchCodes(dir: string): string[] {
  const csv = readdirSync(dir).find((f) => f.endsWith(".csv")) as string;
  return readFileSync(join(dir, csv), "utf8")
    .trim()
    .split("\r\n")
    .slice(1)
    .map((line) => line.split(",")[1] as string);
}

// waits for something that happens (a row replicated, a link noticed down): polled, never timed;
// the deadline is a hang guard only
async function until<T>(what: string, probe: () => Promise<T | undefined | false>, guardMs = 60_000): Promise<T> {
  const deadline = Date.now() + scaled(guardMs);
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`not within the hang guard: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("ship and shore: a vessel sells through a satellite outage, and the shore sees it all", () => {
  let shore: FleetCluster;
  let ship: FleetCluster;
  let satellite: SatelliteLink;
  let shoreServer: ChildServer;
  let shipServer: ChildServer;
  const dirs = { shore: tempDir(), ship: tempDir(), out: tempDir() };
  let shoreFleet: FleetVariant;
  let shipFleet: FleetVariant;
  const secret = randomBytes(32).toString("hex");
  let shipEnv: Record<string, string>;

  const link = (vessel: string, shipDb: string) =>
    command("tools/fleet/fleet.ts", [
      "link",
      ...["--vessel", vessel, "--ship", ship.admin(shipDb), "--shore", shore.admin("gangway")],
      ...["--ship-address", `127.0.0.1:${satellite.portFor(ship.pg.port)}`],
      ...["--shore-address", `127.0.0.1:${satellite.portFor(shore.pg.port)}`],
    ]);
  const onShore = (script: string, args: string[]) =>
    command(script, args, { DATABASE_URL: shore.server("gangway"), DATA_DIR: dirs.out, MANIFESTS_DIR: shoreFleet.manifestsDir });

  beforeAll(async () => {
    [shore, ship] = await Promise.all([startFleetCluster(), startFleetCluster()]);
    await Promise.all([gangwayDatabase(shore, "gangway"), gangwayDatabase(ship, "gangway")]);
    await gangwayDatabase(ship, "gangway_premium");
    satellite = await startSatelliteLink([shore.pg.port, ship.pg.port]);
    shoreFleet = fleetVariant(() => {});
    shipFleet = fleetVariant(() => {});
    withDeck(shoreFleet);
    withDeck(shipFleet);
    const common = {
      SERVER_SECRET: secret,
      FLEET_HEARTBEAT_MS: String(HEARTBEAT_MS),
      METRICS_TOKEN,
      CRUISE_JOB_DELAY_MS: "0",
      CLIENT_LIMIT_SCALE: "100",
    };
    // the shore sells and mints (the demo's rows are of other vessels' zones)
    shoreServer = await startChildServer(
      dirs.shore,
      { ...common, DATABASE_URL: shore.server("gangway"), MANIFESTS_DIR: shoreFleet.manifestsDir },
      120_000,
    );
    // the ship: its property-management system's bookings are the demo's
    shipEnv = {
      ...common,
      ...{ DATABASE_URL: ship.server("gangway"), MANIFESTS_DIR: shipFleet.manifestsDir },
      VESSEL_ID: STELLA,
    };
    shipServer = await startChildServer(dirs.ship, shipEnv, 120_000);
    // the second vessel's database, migrated as its server would on its first start
    const premium = openPgStore(ship.server("gangway_premium"), 1);
    await premium.migrate().finally(() => premium.close());
  }, scaled(240_000));

  afterAll(async () => {
    for (const s of [shoreServer, shipServer]) s?.child.kill("SIGKILL");
    await Promise.all([shoreServer?.exited, shipServer?.exited]);
    await satellite?.close();
    shore?.stop();
    ship?.stop();
    for (const dir of Object.values(dirs)) rmSync(dir, { recursive: true, force: true });
    shoreFleet?.remove();
    shipFleet?.remove();
  });

  it(
    "links both ways: a batch minted on shore activates on board, a sale on board reaches the shore",
    async () => {
      const linked = await link(STELLA, "gangway");
      expect(linked.code, linked.err + linked.out).toBe(0);
      expect(linked.out).toMatch(/linked meridian\/stella: both directions copied and streaming/);

      const minted = await onShore("tools/vouchers/vouchers.ts", [
        ...["mint", "--zone", DECK, "--count", "4", "--duration", "24h", "--out", dirs.out],
        ...["--portal-url", "https://portal.stella.example/"],
      ]);
      expect(minted.code, minted.err).toBe(0);
      const codes = batchCodes(dirs.out);
      expect(codes).toHaveLength(4);
      // the link carries the batch to the ship: awaited on the ship's own database
      await until("the shore's batch on board", async () =>
        (await ship.query("gangway", "SELECT 1 FROM vouchers WHERE code = ANY($1)", [codes])).length === 4,
      );
      const a = new BrowserDevice(shipServer.base, DECK, "0a:36:00:00:00:01");
      expect(await a.activate(codes[0] as string)).toBe(200);
    },
    scaled(180_000),
  );
});
