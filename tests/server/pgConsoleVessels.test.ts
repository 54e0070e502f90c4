import { afterEach, describe, expect, it } from "vitest";
import { openPeerStorage } from "../../server/storage/open/openPeerStorage.ts";
import { openStorage } from "../../server/storage/open/openStorage.ts";
import { scaled } from "../timeoutFactor.ts";
import { addUser, consoleBrowser } from "./helpers/consoleBrowser.ts";
import { freshDatabase } from "./helpers/postgres.ts";
import { command } from "./helpers/shipAndShore.ts";
import { startApp, type TestApp } from "./helpers/testApp.ts";

const nameOf = (url: string) => new URL(url).pathname.slice(1);

// The shore's view of its vessels. Linking real vessels (pgShipAndShore.test.ts) takes minutes: here
// the shore's link table is filled as `npm run fleet -- link` fills it, each vessel's copy an empty
// database of the cluster, with no subscription or slot yet: the link's own round reads them.
describe("the console's vessels page on a shore (PostgreSQL)", () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it("says a server is no shore, then lists each linked vessel the operator sees, as CSV too; not for a desk", async () => {
    const url = await freshDatabase("console_shore");
    const copies = {
      "gangnet/premium": await freshDatabase("console_copy_gn"),
      "aegeo/kyma": await freshDatabase("console_copy_ae"),
    };
    t = await startApp({ storage: { databaseUrl: url }, shipShoreLink: { heartbeatMs: 100 } });
    await addUser(t.dataDir, "gn-ops", "operator", ["gangnet"], url);
    await addUser(t.dataDir, "ae-ops", "operator", ["aegeo"], url);
    await addUser(t.dataDir, "clerk", "desk", ["gangnet/premium"], url);
    const ops = consoleBrowser(t.app);
    await ops.signIn("gn-ops");
    const lonely = await ops.get("/console/vessels");
    expect(lonely.statusCode).toBe(200);
    expect(lonely.body).toContain('href="/console/vessels"');
    expect(lonely.body).toContain("This server is not a shore");

    const store = openStorage(t.dataDir, url);
    try {
      for (const [vessel, copy] of Object.entries(copies))
        await store.db
          .insertInto("fleet_links")
          .values({ vessel, side: "shore", mirror_database: nameOf(copy), linked_at: Date.now() })
          .execute();
    } finally {
      await store.close();
    }
    await expect
      .poll(async () => (await ops.get("/console/vessels")).body, { timeout: scaled(10_000) })
      .toContain("Vessels: 1. Links up: 0 of 2.");
    const page = (await ops.get("/console/vessels")).body;
    expect(page).toMatch(/<caption[^>]*>Vessels<\/caption>/);
    expect(page).toMatch(/<td[^>]*>gangnet\/premium<\/td><td[^>]*>ship-to-shore<\/td><td[^>]*>unknown<\/td>/);
    expect(page).not.toContain("aegeo/kyma");
    const csv = await ops.get("/console/vessels.csv");
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(csv.body.trim().split("\r\n")).toEqual([
      '"vessel","direction","state","lagSeconds","lagBytes"',
      '"gangnet/premium","ship-to-shore","unknown","",""',
      '"gangnet/premium","shore-to-ship","unknown","",""',
    ]);
    // what the ship's publication brings its copy: its zone, two devices online, a card order today
    const copy = openPeerStorage(copies["gangnet/premium"], 1);
    try {
      await copy.migrate();
      const zone = { zone_id: "gn-premium-demo", zone_prefix: "gangnet/premium", tier: "premium" };
      await copy.db
        .insertInto("zones")
        .values({ ...zone, settings_json: "{}", definition_json: null, retired_at: null })
        .execute();
      const now = Date.now();
      for (const mac of ["02:00:00:00:00:01", "02:00:00:00:00:02"])
        await copy.db
          .insertInto("accounting_sessions")
          .values({
            ...{
              client_address: "10.0.0.1",
              gateway: "gw",
              acct_session_id: mac,
              zone_id: zone.zone_id,
              mac,
            },
            ...{
              user_name: mac,
              nas_address: "10.0.0.1",
              started_at: now,
              updated_at: now,
              stopped_at: null,
            },
            ...{ input_octets: 0, output_octets: 0, session_time: 0, terminate_cause: null },
          })
          .execute();
      await copy.db
        .insertInto("orders")
        .values({
          ...{
            public_id: "o-1",
            zone_id: zone.zone_id,
            idempotency_key: null,
            request_hash: "h",
            status: "completed",
          },
          ...{ first_name: null, last_name: null, email: null, currency: "EUR", amount: 1250 },
          ...{ created_at: now, completed_at: now },
        })
        .execute();
    } finally {
      await copy.close();
    }
    const totals = await ops.get("/console/vessel-totals.csv");
    expect(totals.body.trim().split("\r\n")).toEqual([
      '"vessel","online","vouchersToday","currency","amountToday"',
      '"gangnet/premium","2","0","EUR","1250"',
    ]);
    expect((await ops.get("/console/vessels")).body).toMatch(
      /<td[^>]*>gangnet\/premium<\/td><td[^>]*>2<\/td><td[^>]*>0<\/td><td[^>]*>12\.50 EUR<\/td>/,
    );
    // the CLI's face of the same reads: the links, then each vessel's day so far
    const cli = await command("tools/fleet/fleet.ts", ["status"], { DATABASE_URL: url });
    expect(cli.code, cli.err).toBe(0);
    expect(cli.out).toMatch(/gangnet\/premium\s+ship-to-shore\s+unknown/);
    expect(cli.out).toMatch(/gangnet\/premium\s+2\s+0\s+12\.50 EUR/);
    expect(cli.out).toMatch(/aegeo\/kyma\s+0\s+0/);
    const aegeo = consoleBrowser(t.app);
    await aegeo.signIn("ae-ops");
    expect((await aegeo.get("/console/vessels.csv")).body).not.toContain("gangnet");

    const clerk = consoleBrowser(t.app);
    await clerk.signIn("clerk");
    expect((await clerk.get("/console/desk")).body).not.toContain('href="/console/vessels"');
    expect((await clerk.get("/console/vessels")).statusCode).toBe(404);
    expect((await clerk.get("/console/vessels.csv")).statusCode).toBe(404);
  });
});
