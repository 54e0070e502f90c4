import { readFileSync } from "node:fs";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { pgLeadership } from "../../server/storage/pg/pgLeadership.ts";
import type { Leadership } from "../../server/cluster/Leadership.ts";
import { DbLimitStore } from "../../server/rateLimit/DbLimitStore.ts";
import { DEFAULT_MANIFESTS_DIR } from "../../server/buildApp.ts";
import { MigrationChangedError, readMigrations } from "../../server/storage/readMigrations.ts";
import { loadZoneSnapshot } from "../../server/zones/loadZoneSnapshot.ts";
import { reconcileZones } from "../../server/zones/reconcileZones.ts";
import { openStorage } from "../../server/storage/open/openStorage.ts";
import type { Storage } from "../../server/storage/Storage.ts";
import { scaled } from "../timeoutFactor.ts";
import { freshDatabase } from "./helpers/postgres.ts";

// resolves once `check` holds, polling every 50 ms; the test's own timeout bounds it
async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 50));
}

const THINGS = { name: "001-things", text: "CREATE TABLE things (id INTEGER);\n" };

describe("what several servers share on PostgreSQL", () => {
  const stores: Storage[] = [];
  const leaders: Leadership[] = [];
  afterEach(async () => {
    await Promise.all(leaders.splice(0).map((l) => l.stop()));
    await Promise.all(stores.splice(0).map((s) => s.close()));
  });
  // one server's connection pool
  const server = (url: string) => {
    const s = openStorage("unused", url, 5);
    stores.push(s);
    return s;
  };
  const tableExists = async (s: Storage, name: string) =>
    (await s.db.introspection.getTables()).some((t) => t.name === name);

  it("applies the migrations once when five servers start at once", async () => {
    const url = await freshDatabase("migrate");
    const applied = await Promise.all(Array.from({ length: 5 }, () => server(url).migrate()));
    expect(applied.filter((names) => names.length > 0)).toHaveLength(1);
    const all = readMigrations().map((m) => m.name);
    expect(applied.flat()).toEqual(all);
    const rows = await server(url).db.selectFrom("migrations").select("name").orderBy("name").execute();
    expect(rows.map((r) => r.name)).toEqual(all);
  });

  it("refuses to start on a database that applied another version of a migration, as SQLite does", async () => {
    const url = await freshDatabase("checksum");
    const db = server(url);
    expect(await db.migrate([THINGS])).toEqual(["001-things"]);
    // line endings are not an edit
    expect(await db.migrate([{ ...THINGS, text: "CREATE TABLE things (id INTEGER);\r\n" }])).toEqual([]);
    const edited = [
      { name: "001-things", text: "CREATE TABLE things (id INTEGER, x TEXT);\n" },
      { name: "002-more", text: "CREATE TABLE more (id INTEGER);" },
    ];
    await expect(db.migrate(edited)).rejects.toThrow(MigrationChangedError);
    await expect(db.migrate(edited)).rejects.toThrow(/^migration 001-things\.sql was edited after/);
    // nothing of the batch ran
    expect(await tableExists(db, "more")).toBe(false);
  });

  it("adopts a database the previous release made with its own history, mending what had drifted", async () => {
    const url = await freshDatabase("legacy");
    const db = server(url);
    await sql
      .raw(readFileSync(new URL("./fixtures/legacy-postgres.sql", import.meta.url), "utf8"))
      .execute(db.db);
    await sql`INSERT INTO sandbox_payments (payment_id, status, payment_json, created_at) VALUES ('p', 'open', '{}', 1)`.execute(
      db.db,
    );
    expect(await db.migrate()).toEqual(
      readMigrations()
        .slice(1)
        .map((m) => m.name),
    );
    // PostgreSQL's history had named the sandbox's column apart from SQLite's: one name now
    expect(await db.db.selectFrom("sandbox_payments").select(["payment_id", "body"]).execute()).toEqual([
      { payment_id: "p", body: "{}" },
    ]);
    // the shipped migrations then guard it as any other database
    await sql`UPDATE migrations SET checksum = 'an older edit' WHERE name = '001-schema'`.execute(db.db);
    await expect(db.migrate()).rejects.toThrow(MigrationChangedError);
  });

  it("reconciles the zones once when five servers start at once; the others find nothing to change", async () => {
    const url = await freshDatabase("reconcile");
    await server(url).migrate();
    const { zones } = loadZoneSnapshot(DEFAULT_MANIFESTS_DIR);
    const reports = await Promise.all(
      Array.from({ length: 5 }, () => reconcileZones(server(url), zones, Date.now())),
    );
    const [first, ...others] = [...reports].sort((a, b) => b.added.length - a.added.length);
    expect(first?.added).toHaveLength(zones.length);
    for (const other of others) expect(other).toEqual({ added: [], changed: [], retired: [] });
    const opens = await server(url).db.selectFrom("opens").select("open_id").execute();
    expect(opens).toHaveLength(zones.reduce((n, z) => n + z.opens.length, 0));
  });

  it("counts one key's hits across servers, slides over the window before, and prunes windows no longer needed", async () => {
    const url = await freshDatabase("limits");
    await server(url).migrate();
    const a = new DbLimitStore(server(url));
    const b = new DbLimitStore(server(url));
    const at = 60_000 * 1000 + 5;
    const counts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).hit("k", 60_000, at)),
    );
    expect([...counts].sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    // the next window starts over; another key has its own count
    expect(await a.hit("k", 60_000, at + 60_000)).toBe(1);
    expect(await b.hit("other", 60_000, at)).toBe(1);
    // the next window's sliding count still holds the first's (20, nearly all of it this early)
    expect(await b.slide("k", 60_000, at + 60_000)).toBeCloseTo(2 + 20 * (1 - 5 / 60_000), 6);
    // a window is kept until the one after it has ended
    await a.prune(at + 60_000);
    expect(await b.hit("k", 60_000, at)).toBe(21);
    await a.prune(at + 2 * 60_000);
    expect(await b.hit("k", 60_000, at)).toBe(1);
    expect(await b.hit("k", 60_000, at + 60_000)).toBe(3);
  });

  it("runs the jobs on one server at a time, and hands them over when that server's connection dies", async () => {
    const url = await freshDatabase("leader");
    const running = new Set<string>();
    let overlap = false;
    const start = (name: string) => () => {
      if (running.size > 0) overlap = true;
      running.add(name);
      return () => running.delete(name);
    };
    const names = ["a", "b", "c"];
    // a check's query may take 2 × checkMs before the leader counts itself lost: scaled, or on a
    // loaded machine the first leader can drop and retake the lock before the handover below
    // each "server" names its connections, so that the test can end the sessions of one of them
    for (const name of names)
      leaders.push(
        pgLeadership(`${url}?application_name=leader-${name}`, start(name), { checkMs: scaled(100) }),
      );
    await until(() => running.size === 1);
    const first = [...running][0] as string;
    expect(leaders.filter((l) => l.isLeader())).toHaveLength(1);
    // the leader's process "dies": PostgreSQL ends its session, as when its socket closes on kill -9.
    // Here the process lives on and may win the lock straight back, which a dead one could not: its
    // sessions are ended until another server leads
    const admin = server(url).db;
    const endSessionsOf = (name: string) =>
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE application_name = ${`leader-${name}`} AND datname = current_database()`.execute(admin);
    await endSessionsOf(first);
    await until(async () => {
      if (running.size === 1 && !running.has(first)) return true;
      await endSessionsOf(first);
      return false;
    });
    expect(overlap).toBe(false);
    expect(leaders[names.indexOf(first)]?.isLeader()).toBe(false);
    // a clean stop hands over too
    const second = [...running][0] as string;
    await leaders[names.indexOf(second)]?.stop();
    await until(() => running.size === 1 && !running.has(second));
    expect(overlap).toBe(false);
  });
});
