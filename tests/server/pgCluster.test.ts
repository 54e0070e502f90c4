import { afterEach, describe, expect, it } from "vitest";
import { pgLeadership } from "../../server/cluster/pgLeadership.ts";
import type { Leadership } from "../../server/cluster/PeriodicJobs.ts";
import { PgLimitStore } from "../../server/rateLimit/PgLimitStore.ts";
import { DEFAULT_MANIFESTS_DIR } from "../../server/buildApp.ts";
import { MigrationChangedError, readMigrations } from "../../server/db/migrate.ts";
import { loadZoneSnapshot } from "../../server/fleet/loadZoneSnapshot.ts";
import { migratePg, PG_MIGRATIONS_DIR } from "../../server/storage/pg/pgMigrate.ts";
import { PgStorage } from "../../server/storage/pg/PgStorage.ts";
import { createPool, type Pool } from "../../server/storage/pg/pgPool.ts";
import { scaled } from "../timeoutFactor.ts";
import { freshDatabase } from "./helpers/postgres.ts";

// resolves once `check` holds, polling every 50 ms; the test's own timeout bounds it
async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 50));
}

const THINGS = { version: 1, name: "001-things.sql", sql: "CREATE TABLE things (id INTEGER);\n" };

describe("what several servers share on PostgreSQL", () => {
  const pools: Pool[] = [];
  const leaders: Leadership[] = [];
  afterEach(async () => {
    await Promise.all(leaders.splice(0).map((l) => l.stop()));
    await Promise.all(pools.splice(0).map((p) => p.end()));
  });
  const pool = (url: string) => {
    const p = createPool(url, 5);
    pools.push(p);
    return p;
  };

  it("applies the migrations once when five servers start at once", async () => {
    const url = await freshDatabase("migrate");
    const applied = await Promise.all(Array.from({ length: 5 }, () => migratePg(pool(url))));
    expect(applied.filter((versions) => versions.length > 0)).toHaveLength(1);
    const all = readMigrations(PG_MIGRATIONS_DIR).map((m) => m.version);
    expect(applied.flat()).toEqual(all);
    const { rows } = await pool(url).query("SELECT version FROM schema_migrations ORDER BY version");
    expect(rows.map((r) => r.version)).toEqual(all);
  });

  it("refuses to start on a database that applied another version of a migration, as SQLite does", async () => {
    const url = await freshDatabase("checksum");
    const db = pool(url);
    expect(await migratePg(db, [THINGS])).toEqual([1]);
    // line endings are not an edit
    expect(await migratePg(db, [{ ...THINGS, sql: "CREATE TABLE things (id INTEGER);\r\n" }])).toEqual([]);
    const edited = [
      { version: 1, name: "001-things.sql", sql: "CREATE TABLE things (id INTEGER, x TEXT);\n" },
      { version: 2, name: "002-more.sql", sql: "CREATE TABLE more (id INTEGER);" },
    ];
    await expect(migratePg(db, edited)).rejects.toThrow(MigrationChangedError);
    await expect(migratePg(db, edited)).rejects.toThrow(/^migration 001-things\.sql was edited after/);
    // nothing of the batch ran
    const { rows } = await db.query("SELECT to_regclass('more') AS more");
    expect(rows[0].more).toBeNull();
  });

  it("takes a database migrated before checksums as it is, then guards it", async () => {
    const url = await freshDatabase("checksum_old");
    const db = pool(url);
    await db.query(`CREATE TABLE schema_migrations (
      version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)`);
    await db.query("CREATE TABLE things (id INTEGER)");
    await db.query("INSERT INTO schema_migrations VALUES (1, '001-things.sql', 0)");
    expect(await migratePg(db, [THINGS])).toEqual([]);
    const { rows } = await db.query("SELECT checksum FROM schema_migrations");
    expect(rows[0].checksum).toMatch(/^[0-9a-f]{64}$/);
    await expect(migratePg(db, [{ ...THINGS, sql: "CREATE TABLE things (x TEXT);" }])).rejects.toThrow(
      MigrationChangedError,
    );
  });

  it("reconciles the zones once when five servers start at once; the others find nothing to change", async () => {
    const url = await freshDatabase("reconcile");
    await migratePg(pool(url));
    const { zones } = loadZoneSnapshot(DEFAULT_MANIFESTS_DIR);
    const reports = await Promise.all(
      Array.from({ length: 5 }, () => new PgStorage(pool(url)).reconcileZones(zones, Date.now())),
    );
    const [first, ...others] = [...reports].sort((a, b) => b.added.length - a.added.length);
    expect(first?.added).toHaveLength(zones.length);
    for (const other of others) expect(other).toEqual({ added: [], changed: [], retired: [] });
    const { rows } = await pool(url).query("SELECT COUNT(*)::int AS n FROM opens");
    expect(rows[0].n).toBe(zones.reduce((n, z) => n + z.opens.length, 0));
  });

  it("counts one key's hits across servers in fixed windows, and prunes ended windows", async () => {
    const url = await freshDatabase("limits");
    await migratePg(pool(url));
    const a = new PgLimitStore(pool(url));
    const b = new PgLimitStore(pool(url));
    const at = 60_000 * 1000 + 5;
    const counts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).hit("k", 60_000, at)),
    );
    expect([...counts].sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    // the next window starts over; another key has its own count
    expect(await a.hit("k", 60_000, at + 60_000)).toBe(1);
    expect(await b.hit("other", 60_000, at)).toBe(1);
    await a.prune(at + 60_000);
    expect(await b.hit("k", 60_000, at)).toBe(1);
    expect(await b.hit("k", 60_000, at + 60_000)).toBe(2);
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
    const admin = pool(url);
    const endSessionsOf = (name: string) =>
      admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()",
        [`leader-${name}`],
      );
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
