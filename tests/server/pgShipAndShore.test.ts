import { randomBytes } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPgStorage } from "../../server/storage/pg/openPgStorage.ts";
import { type SatelliteLink, startSatelliteLink } from "../../tools/bench/satelliteLink.ts";
import { scaled } from "../timeoutFactor.ts";
import { BrowserDevice } from "./helpers/browserDevice.ts";
import { type ChildServer, startChildServer } from "./helpers/childServer.ts";
import { type FleetCluster, gangwayDatabase, startFleetCluster } from "./helpers/fleetClusters.ts";
import { type FleetVariant, fleetVariant } from "./helpers/fleetVariant.ts";
import {
  BUYER,
  batchCodes,
  buyByCard,
  buyForCabin,
  CRUISE,
  command,
  DECK,
  STELLA,
  storeItems,
  until,
  withDeck,
} from "./helpers/shipAndShore.ts";
import { type RoleReader, subscriptionRole } from "./helpers/subscriptionRole.ts";
import { tempDir } from "./helpers/testApp.ts";

// a second vessel on the same shore, of another operator: it must see none of Stella's rows
const PREMIUM = "gangnet/premium";
const PREMIUM_ZONE = "gn-premium-demo";
// the shore's store closes after three missed beats: on a loaded machine a beat may come late, so
// the beat is stretched with every other deadline (a sale while the link is up must not meet 409)
const HEARTBEAT_MS = scaled(500);
const METRICS_TOKEN = randomBytes(24).toString("hex");

describe("ship and shore: a vessel sells through a satellite outage, and the shore sees it all", () => {
  let shore: FleetCluster;
  let ship: FleetCluster;
  // the second vessel: a ship of its own, with its own PostgreSQL
  let premium: FleetCluster;
  let satellite: SatelliteLink;
  let shoreServer: ChildServer;
  let shipServer: ChildServer;
  const dirs = { shore: tempDir(), ship: tempDir(), out: tempDir() };
  let shoreFleet: FleetVariant;
  let shipFleet: FleetVariant;
  const secret = randomBytes(32).toString("hex");
  let shipEnv: Record<string, string>;
  // the vessels' copies on the shore's cluster
  const STELLA_COPY = "gangway_vessel_meridian_stella";
  const PREMIUM_COPY = "gangway_vessel_gangnet_premium";

  const fleet = (verb: string, vessel: string, on: FleetCluster, more: string[] = []) =>
    command("tools/fleet/fleet.ts", [
      verb,
      ...["--vessel", vessel, "--ship", on.admin("gangway"), "--shore", shore.admin("gangway")],
      ...(verb === "link"
        ? [
            ...["--ship-address", `127.0.0.1:${satellite.portFor(on.pg.port)}`],
            ...["--shore-address", `127.0.0.1:${satellite.portFor(shore.pg.port)}`],
          ]
        : []),
      ...more,
    ]);
  const onShore = (script: string, args: string[]) =>
    command(script, args, {
      ...{ DATABASE_URL: shore.server("gangway"), DATA_DIR: dirs.out },
      MANIFESTS_DIR: shoreFleet.manifestsDir,
    });
  const report = async (args: string[]) => {
    const r = await onShore("tools/report/report.ts", [...args, "--fleet", "--format", "json"]);
    expect(r.code, r.err).toBe(0);
    return JSON.parse(r.out) as Record<string, string | number | null>[];
  };
  const fleetHealth = async (server: ChildServer) =>
    (await (await fetch(`${server.base}/healthz`)).json()).fleet as {
      links: { vessel: string; direction: string; state: string }[];
    };

  beforeAll(async () => {
    [shore, ship, premium] = await Promise.all([
      startFleetCluster(),
      startFleetCluster(),
      startFleetCluster("1MB"),
    ]);
    await Promise.all([shore, ship, premium].map((c) => gangwayDatabase(c, "gangway")));
    satellite = await startSatelliteLink([shore.pg.port, ship.pg.port, premium.pg.port]);
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
    // the second vessel's database, migrated as its server does on its first start
    const second = openPgStorage(premium.server("gangway"), 1);
    await second.migrate().finally(() => second.close());
  }, scaled(240_000));

  afterAll(async () => {
    for (const s of [shoreServer, shipServer]) s?.child.kill("SIGKILL");
    await Promise.all([shoreServer?.exited, shipServer?.exited]);
    await satellite?.close();
    for (const c of [shore, ship, premium]) c?.stop();
    for (const dir of Object.values(dirs)) rmSync(dir, { recursive: true, force: true });
    shoreFleet?.remove();
    shipFleet?.remove();
  });

  it(
    "sells on board through an outage and a kill -9; the link restored, every sale reaches the shore once and the shore's sale and revocation reach the ship",
    async () => {
      // link up
      const linked = await fleet("link", STELLA, ship);
      expect(linked.code, linked.err + linked.out).toBe(0);
      expect(linked.out).toMatch(/linked meridian\/stella: both directions copied and streaming/);
      const minted = await onShore("tools/vouchers/vouchers.ts", [
        ...["mint", "--zone", DECK, "--count", "4", "--duration", "24h", "--out", dirs.out],
        ...["--portal-url", "https://portal.stella.example/"],
      ]);
      expect(minted.code, minted.err).toBe(0);
      const { batch, codes } = batchCodes(dirs.out);
      expect(codes).toHaveLength(4);
      // the shore's codes, a ship's never (vouchers/voucherCode.ts)
      for (const code of codes) expect(code[0]).toMatch(/[2-9A-G]/);
      await until(
        "the shore's batch on board",
        async () =>
          (await ship.query("gangway", "SELECT 1 FROM vouchers WHERE code = ANY($1)", [codes])).length === 4,
      );
      expect(
        await new BrowserDevice(shipServer.base, DECK, "0a:36:00:00:00:01").activate(codes[0] as string),
      ).toBe(200);
      // the ship's card store sells while its link is up
      await until("the card store open on board", async () => (await storeItems(shipServer.base)).length > 0);
      const boardSale = await buyByCard(shipServer.base, DECK, "0a:36:00:00:00:02");
      expect(boardSale[0]?.[0]).toMatch(/[H-Z]/);

      // the satellite link goes down
      satellite.cut();
      await until("the ship's store closed", async () => (await storeItems(shipServer.base)).length === 0);
      const refused = await new BrowserDevice(shipServer.base, DECK, "0a:36:00:00:00:03").call(
        "POST",
        "/api/v1/store/order/checkout/nets",
        { ...BUYER, items: [{ id: 1, amount: 1 }] },
      );
      expect(refused.status).toBe(409);
      expect((await refused.json()).message).toMatch(/card payment needs the internet/);
      const health = await fleetHealth(shipServer);
      expect(health.links.find((l) => l.direction === "shore-to-ship")?.state).toBe("down");

      // on board, meanwhile: a voucher already on board, a trial, two packages billed to a cabin
      const b = new BrowserDevice(shipServer.base, DECK, "0a:36:00:00:00:04");
      expect(await b.activate(codes[1] as string)).toBe(200);
      expect(await b.goOnline()).toBe(302);
      const onRevoked = new BrowserDevice(shipServer.base, DECK, "0a:36:00:00:00:05");
      expect(await onRevoked.activate(codes[2] as string)).toBe(200);
      const trial = new BrowserDevice(shipServer.base, DECK, "0a:36:00:00:00:06");
      expect(
        (await trial.call("POST", `/api/v1/open/1/auth/${trial.mac}`, { termsAccepted: true })).status,
      ).toBe(200);
      const guest = new BrowserDevice(shipServer.base, CRUISE, "0a:36:00:00:00:07");
      const cabinCodes = [await buyForCabin(guest, "WIFI-1H"), await buyForCabin(guest, "WIFI-24H")];
      expect(await guest.activate(cabinCodes[0] as string)).toBe(200);

      // on shore, meanwhile: a voucher for Stella's deck sold on the web, another revoked
      const shoreSale = await buyByCard(shoreServer.base, DECK, "0a:36:00:00:01:01");
      expect(shoreSale[0]?.[0]).toMatch(/[2-9A-G]/);
      const revoked = await onShore("tools/vouchers/vouchers.ts", [
        "revoke",
        "--code",
        codes[2] as string,
        "--zone",
        DECK,
      ]);
      expect(revoked.code, revoked.err).toBe(0);
      // neither side has the other's news yet
      expect(
        await ship.query("gangway", "SELECT 1 FROM vouchers WHERE code = $1", [shoreSale[0]]),
      ).toHaveLength(0);
      expect(await shore.query(STELLA_COPY, "SELECT 1 FROM cruise_charges")).toHaveLength(0);

      // the ship's Gangway dies, and comes back while the link is still down
      shipServer.child.kill("SIGKILL");
      await shipServer.exited;
      shipServer = await startChildServer(dirs.ship, shipEnv, 120_000);
      expect(await storeItems(shipServer.base)).toHaveLength(0);

      // the link returns: both sides catch up, awaited as it happens (the guard is only a guard)
      satellite.restore();
      const restoredAt = Date.now();
      await until("the shore's sale and revocation on board", async () => {
        const rows = await ship.query<{ code: string; revoked_at: string | null }>(
          "gangway",
          "SELECT code, revoked_at FROM vouchers WHERE code = ANY($1)",
          [[shoreSale[0], codes[2]]],
        );
        return rows.length === 2 && rows.find((r) => r.code === codes[2])?.revoked_at !== null;
      });
      await until("the ship's sales on shore", async () => {
        const [charges] = await shore.query<{ n: number }>(
          STELLA_COPY,
          "SELECT count(*)::int AS n FROM cruise_charges",
        );
        const [use] = await shore.query<{ n: number }>(
          STELLA_COPY,
          "SELECT count(*)::int AS n FROM voucher_use WHERE code = $1",
          [codes[1]],
        );
        return charges?.n === 2 && use?.n === 1;
      });
      const caughtUpMs = Date.now() - restoredAt;
      console.log(`ship and shore caught up ${(caughtUpMs / 1000).toFixed(1)} s after the link returned`);

      // the ship has the shore's sale (it activates) and revocation (refused, its device let go)
      expect(
        await new BrowserDevice(shipServer.base, DECK, "0a:36:00:00:00:08").activate(shoreSale[0] as string),
      ).toBe(200);
      expect(
        await new BrowserDevice(shipServer.base, DECK, "0a:36:00:00:00:09").activate(codes[2] as string),
      ).toBe(404);
      onRevoked.base = shipServer.base;
      await until("the device on the revoked code logged out", async () => {
        const res = await onRevoked.call("GET", `/api/v1/session/${onRevoked.mac}`);
        return res.status === 200 && (await res.json()).isBackendAuthed === false;
      });
      await until("the card store open again", async () => (await storeItems(shipServer.base)).length > 0);

      // the shore's fleet report: every sale once, where it was made
      const sales = (await report(["sales"])).map(({ day: _, revenue: __, ...row }) => row);
      expect(sales).toEqual(
        expect.arrayContaining([
          { vessel: "shore", channel: "card", currency: "SEK", orders: 1, vouchers: 1 },
          { vessel: STELLA, channel: "card", currency: "SEK", orders: 1, vouchers: 1 },
          { vessel: STELLA, channel: "cabin", currency: "EUR", orders: 2, vouchers: 2 },
        ]),
      );
      expect(sales).toHaveLength(3);
      const stock = await report(["vouchers", "--zone", DECK]);
      expect(stock.filter((r) => r.batch === batch)).toHaveLength(1);
      expect(stock.find((r) => r.batch === batch)).toMatchObject({
        vessel: STELLA,
        ...{ unused: 1, active: 2, revoked: 1, total: 4 },
      });
      // and its metrics say the link is up again
      await until("the shore's metrics: Stella up both ways", async () => {
        const text = await (
          await fetch(`${shoreServer.base}/metrics`, {
            headers: { authorization: `Bearer ${METRICS_TOKEN}` },
          })
        ).text();
        return ["ship-to-shore", "shore-to-ship"].every((d) =>
          text.includes(`gangway_fleet_link_state{vessel="${STELLA}",direction="${d}",state="up"} 1`),
        );
      });
    },
    scaled(300_000),
  );

  it(
    "a second vessel on the same shore sees none of the first's rows, nor its copy on shore",
    async () => {
      const linked = await fleet("link", PREMIUM, premium);
      expect(linked.code, linked.err + linked.out).toBe(0);
      // the shore mints for the second vessel too: it reaches that ship, and only that one
      const out = tempDir();
      const minted = await command(
        "tools/vouchers/vouchers.ts",
        [
          ...["mint", "--zone", PREMIUM_ZONE, "--count", "2", "--duration", "1h", "--out", out],
          ...["--portal-url", "https://portal.premium.example/"],
        ],
        { DATABASE_URL: shore.server("gangway"), DATA_DIR: out, MANIFESTS_DIR: shoreFleet.manifestsDir },
      );
      expect(minted.code, minted.err).toBe(0);
      const { codes } = batchCodes(out);
      rmSync(out, { recursive: true, force: true });
      await until(
        "the second vessel's batch on board",
        async () =>
          (await premium.query("gangway", "SELECT 1 FROM vouchers WHERE code = ANY($1)", [codes])).length ===
          2,
      );
      // the second ship's database: none of Stella's vouchers, batches, manifests or heartbeats
      const mine = (table: string, column: string) =>
        premium
          .query("gangway", `SELECT ${column} AS v FROM ${table}`)
          .then((rows) => rows.map((r) => String(r.v)));
      expect(await mine("vouchers", "zone_id")).not.toContain(DECK);
      expect((await mine("vouchers", "zone_id")).every((z) => z === PREMIUM_ZONE)).toBe(true);
      expect((await mine("voucher_batches", "zone_id")).every((z) => z === PREMIUM_ZONE)).toBe(true);
      expect(new Set(await mine("fleet_manifests", "operator"))).toEqual(new Set(["gangnet"]));
      // the shore's, and its echo of this vessel's (no server runs on it here to beat)
      expect(
        (await mine("fleet_heartbeats", "site")).every(
          (site) => site === "shore" || site.startsWith(PREMIUM),
        ),
      ).toBe(true);
      // and Stella has none of the second vessel's
      expect(
        await ship.query("gangway", "SELECT 1 FROM vouchers WHERE code = ANY($1)", [codes]),
      ).toHaveLength(0);
      // the copies on shore: each vessel's rows in its own database only
      for (const table of ["sessions", "voucher_use", "orders", "cruise_charges", "vouchers"]) {
        const rows = await shore.query<{ zone_id: string }>(PREMIUM_COPY, `SELECT zone_id FROM ${table}`);
        expect(
          rows.filter((r) => r.zone_id.startsWith("md-stella")),
          table,
        ).toHaveLength(0);
      }
      expect(
        await shore.query(STELLA_COPY, "SELECT 1 FROM vouchers WHERE code = ANY($1)", [codes]),
      ).toHaveLength(0);
    },
    scaled(120_000),
  );

  it(
    "each vessel's replication role, with the password from its subscription, reads by plain SQL only what is published to it; an upgraded shore adds what a link made before lacks",
    async () => {
      // as a ship's superuser could: each link's credentials from its subscription
      const stellaOnShore = await subscriptionRole(ship, "gangway", "gangway_to_meridian_stella", shore);
      const premiumOnShore = await subscriptionRole(premium, "gangway", "gangway_to_gangnet_premium", shore);
      const shoreOnStella = await subscriptionRole(shore, STELLA_COPY, "gangway_from_meridian_stella", ship);
      const rows = async (role: RoleReader, text: string) => {
        const out = await role.read(text);
        if (!Array.isArray(out)) throw new Error(`${role.user}: ${text} refused (${out.refused})`);
        return out.map((r) => String(Object.values(r)[0]));
      };
      // what the shore holds for a vessel, as its administrator reads it
      const published = async (vessel: string) => ({
        vouchers: (
          await shore.query<{ v: string }>(
            "gangway",
            "SELECT zone_id || ' ' || code AS v FROM vouchers WHERE zone_id IN (SELECT zone_id FROM zones WHERE vessel = $1)",
            [vessel],
          )
        ).map((r) => r.v),
        batches: (
          await shore.query<{ v: string }>(
            "gangway",
            "SELECT batch_id AS v FROM voucher_batches WHERE zone_id IN (SELECT zone_id FROM zones WHERE vessel = $1)",
            [vessel],
          )
        ).map((r) => r.v),
      });
      const seen = async (role: RoleReader) => ({
        vouchers: await rows(role, "SELECT zone_id || ' ' || code FROM vouchers"),
        batches: await rows(role, "SELECT batch_id FROM voucher_batches"),
        operators: [...new Set(await rows(role, "SELECT operator FROM fleet_manifests"))],
        sites: await rows(role, "SELECT site FROM fleet_heartbeats"),
      });
      const onlyItsOwn = async (role: RoleReader, vessel: string) => {
        const mine = await published(vessel);
        const got = await seen(role);
        expect(got.vouchers.sort(), role.user).toEqual(mine.vouchers.sort());
        expect(got.batches.sort(), role.user).toEqual(mine.batches.sort());
        expect(got.operators, role.user).toEqual([vessel.split("/")[0]]);
        expect(
          got.sites.every((site) => site === "shore" || site === `${vessel}@shore`),
          role.user,
        ).toBe(true);
      };
      const [{ total }] = (await shore.query<{ total: number }>(
        "gangway",
        "SELECT count(*)::int AS total FROM vouchers",
      )) as [{ total: number }];
      // the shore holds more than either vessel's: the other's, and the demo's of other operators
      const stellaRows = (await published(STELLA)).vouchers;
      const premiumRows = (await published(PREMIUM)).vouchers;
      expect(stellaRows.length).toBeGreaterThan(0);
      expect(premiumRows.length).toBeGreaterThan(0);
      expect(total).toBeGreaterThan(stellaRows.length + premiumRows.length);

      // as linked: each role reads its own published rows, none of the other's
      await onlyItsOwn(stellaOnShore, STELLA);
      await onlyItsOwn(premiumOnShore, PREMIUM);
      // what is not published to a vessel at all stays refused
      for (const table of ["zones", "orders", "device_bindings", "fleet_links"])
        expect(await stellaOnShore.read(`SELECT 1 FROM ${table}`), table).toEqual({ refused: "42501" });
      // nor does it reach any vessel's copy on shore, its own or another's (only their owner does)
      for (const copy of [STELLA_COPY, PREMIUM_COPY])
        expect(await premiumOnShore.read("SELECT 1", copy), copy).toEqual({ refused: "42501" });
      // on board, the shore's role reads what the ship publishes (whole), and nothing else
      for (const table of ["cruise_charges", "orders", "sessions"]) {
        const [all] = await ship.query<{ n: string }>("gangway", `SELECT count(*) AS n FROM ${table}`);
        expect(await rows(shoreOnStella, `SELECT count(*) FROM ${table}`), table).toEqual([all?.n]);
      }
      for (const table of ["device_bindings", "device_addresses", "voucher_attempts", "rate_limit_hits"])
        expect(await shoreOnStella.read(`SELECT 1 FROM ${table}`), table).toEqual({ refused: "42501" });
      // and no role of a link is let past row-level security
      for (const [on, role] of [
        [shore, "gangway_to_%"],
        [ship, "gangway_from_%"],
        [premium, "gangway_from_%"],
      ] as const) {
        const roles = await on.query<{ bypass: boolean }>(
          "postgres",
          "SELECT rolbypassrls AS bypass FROM pg_roles WHERE rolname LIKE $1",
          [role],
        );
        expect(roles.length).toBeGreaterThan(0);
        expect(roles.every((r) => !r.bypass)).toBe(true);
      }

      // a shore linked by the release before: whole tables readable (as the issue found them)
      await shore.query(
        "gangway",
        `DROP POLICY gangway_to_meridian_stella ON vouchers; DROP POLICY gangway_to_gangnet_premium ON vouchers;
         ALTER TABLE vouchers DISABLE ROW LEVEL SECURITY`,
      );
      expect((await rows(stellaOnShore, "SELECT zone_id || ' ' || code FROM vouchers")).length).toBe(total);
      // the upgraded shore's servers put the policies back on their next round
      await until(
        "each vessel's role held to its rows again",
        async () =>
          (await rows(stellaOnShore, "SELECT code FROM vouchers")).length === stellaRows.length &&
          (await rows(premiumOnShore, "SELECT code FROM vouchers")).length === premiumRows.length,
      );
      await onlyItsOwn(stellaOnShore, STELLA);
      await onlyItsOwn(premiumOnShore, PREMIUM);
    },
    scaled(120_000),
  );

  it(
    "one manifest edit on shore reaches the ship while its link is up, and a zone added to it its publication",
    async () => {
      const file = join(shoreFleet.manifestsDir, "meridian/stella-deck.json");
      const deck = JSON.parse(readFileSync(file, "utf8"));
      deck.store.items[0].grossAmount = 3100;
      // and a zone more on Stella: the shore's servers widen its publication's row filter
      deck.zones.push({ zoneId: "md-stella-lounge", name: "Stella lounge", vessel: "stella" });
      writeFileSync(file, JSON.stringify(deck, null, 2));
      shoreServer.child.kill("SIGHUP");
      await until(
        "the new price on board",
        async () => (await storeItems(shipServer.base))[0]?.grossAmount === 3100,
      );
      await until("the new zone in Stella's publication", async () => {
        const [row] = await shore.query<{ rowfilter: string }>(
          "gangway",
          "SELECT rowfilter FROM pg_publication_tables WHERE pubname = 'gangway_to_meridian_stella' AND tablename = 'vouchers'",
        );
        return row?.rowfilter.includes("md-stella-lounge");
      });
      const out = tempDir();
      const minted = await command(
        "tools/vouchers/vouchers.ts",
        [
          ...["mint", "--zone", "md-stella-lounge", "--count", "1", "--duration", "1h", "--out", out],
          ...["--portal-url", "https://portal.stella.example/"],
        ],
        { DATABASE_URL: shore.server("gangway"), DATA_DIR: out, MANIFESTS_DIR: shoreFleet.manifestsDir },
      );
      expect(minted.code, minted.err).toBe(0);
      const { codes } = batchCodes(out);
      rmSync(out, { recursive: true, force: true });
      await until(
        "the new zone's voucher on board",
        async () =>
          (
            await ship.query(
              "gangway",
              "SELECT 1 FROM vouchers WHERE zone_id = 'md-stella-lounge' AND code = $1",
              codes,
            )
          ).length === 1,
      );
      // Stella's role reads the new zone's rows by plain SQL too: its policy followed the filter
      const stellaOnShore = await subscriptionRole(ship, "gangway", "gangway_to_meridian_stella", shore);
      expect(
        await stellaOnShore.read("SELECT code FROM vouchers WHERE zone_id = 'md-stella-lounge'"),
      ).toEqual([{ code: codes[0] }]);
      // written into the ship's manifests folder, which it reloaded
      expect(
        JSON.parse(readFileSync(join(shipFleet.manifestsDir, "meridian/stella-deck.json"), "utf8")).store
          .items[0],
      ).toMatchObject({ grossAmount: 3100 });
    },
    scaled(120_000),
  );

  it(
    "past max_slot_wal_keep_size the slot is lost, the status says so, and a resync copies the vessel again",
    async () => {
      const status = (on: FleetCluster) =>
        command("tools/fleet/fleet.ts", ["status"], { DATABASE_URL: on.server("gangway") });
      // the second ship (its cluster keeps 1 MB of WAL for a slot) loses its link to the shore
      satellite.cut(premium.pg.port);
      // a voucher's use written on board meanwhile (no server runs on this vessel here: by hand)
      await premium.query(
        "gangway",
        "INSERT INTO voucher_use (zone_id, code, activated_at, bytes_used) VALUES ($1, 'LOSTSLOT', 1, 7)",
        [PREMIUM_ZONE],
      );
      // a day of work on board, in WAL: past what the slot may keep
      await premium.query(
        "postgres",
        "CREATE TABLE ballast AS SELECT g, repeat('x', 400) AS pad FROM generate_series(1, 60000) g",
      );
      for (let i = 0; i < 3; i++) await premium.query("postgres", "SELECT pg_switch_wal(); CHECKPOINT");
      await until("the slot lost", async () => /ship-to-shore\s+lost/.test((await status(premium)).out));
      satellite.restore(premium.pg.port);
      // the row written after the slot's last confirmed change never reaches the shore by itself
      expect(
        await shore.query(PREMIUM_COPY, "SELECT 1 FROM voucher_use WHERE code = 'LOSTSLOT'"),
      ).toHaveLength(0);

      const resync = await fleet("resync", PREMIUM, premium, ["--direction", "ship-to-shore"]);
      expect(resync.code, resync.err + resync.out).toBe(0);
      expect(resync.out).toMatch(/re-synced gangnet\/premium/);
      expect(
        await shore.query(PREMIUM_COPY, "SELECT 1 FROM voucher_use WHERE code = 'LOSTSLOT'"),
      ).toHaveLength(1);
      await until("the link streaming again", async () => !/lost/.test((await status(premium)).out));
      // a shore-to-ship resync too: the shore's rows copied to the ship again, nothing twice
      const back = await fleet("resync", PREMIUM, premium, ["--direction", "shore-to-ship"]);
      expect(back.code, back.err + back.out).toBe(0);
      const [{ n }] = (await premium.query<{ n: number }>(
        "gangway",
        "SELECT count(*)::int AS n FROM vouchers WHERE zone_id = $1",
        [PREMIUM_ZONE],
      )) as [{ n: number }];
      const [{ m }] = (await shore.query<{ m: number }>(
        "gangway",
        "SELECT count(*)::int AS m FROM vouchers WHERE zone_id = $1",
        [PREMIUM_ZONE],
      )) as [{ m: number }];
      expect(n).toBe(m);

      // unlinked: no subscription, slot, publication, role or link record left on either side
      const unlinked = await fleet("unlink", PREMIUM, premium, ["--drop-copy"]);
      expect(unlinked.code, unlinked.err + unlinked.out).toBe(0);
      for (const c of [shore, premium]) {
        const [left] = await c.query<{ n: number }>(
          "gangway",
          `SELECT ((SELECT count(*) FROM pg_subscription WHERE subname LIKE '%gangnet_premium')
                + (SELECT count(*) FROM pg_replication_slots WHERE slot_name LIKE '%gangnet_premium')
                + (SELECT count(*) FROM pg_publication WHERE pubname LIKE '%gangnet_premium')
                + (SELECT count(*) FROM pg_roles WHERE rolname LIKE '%gangnet_premium')
                + (SELECT count(*) FROM pg_policies WHERE policyname LIKE '%gangnet_premium')
                + (SELECT count(*) FROM fleet_links WHERE vessel = $1)
                + (SELECT count(*) FROM pg_database WHERE datname = $2))::int AS n`,
          [PREMIUM, PREMIUM_COPY],
        );
        expect(left?.n).toBe(0);
      }
      // Stella's link is untouched
      expect((await fleetHealth(shoreServer)).links.filter((l) => l.vessel === STELLA)).toHaveLength(2);
    },
    scaled(120_000),
  );
});
