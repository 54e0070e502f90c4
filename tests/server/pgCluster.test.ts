import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LEADER_LOCK, pgLeadership } from "../../server/cluster/pgLeadership.ts";
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

  it("refuses a migration edited after it was applied, applying nothing; a CRLF checkout is no edit", async () => {
    const url = await freshDatabase("edited");
    const dir = mkdtempSync(join(tmpdir(), "gangway-pg-migrations-"));
    const migrations = join(dir, "migrations");
    mkdirSync(migrations);
    const write = (name: string, sql: string) => writeFileSync(join(migrations, name), sql);
    write("001-things.sql", "CREATE TABLE things (id INTEGER PRIMARY KEY);\n");
    expect(await migratePg(pool(url), readMigrations(migrations))).toEqual([1]);
    write("001-things.sql", "CREATE TABLE things (id INTEGER PRIMARY KEY);\r\n");
    expect(await migratePg(pool(url), readMigrations(migrations))).toEqual([]);
    write("001-things.sql", "CREATE TABLE things (id INTEGER PRIMARY KEY, x TEXT);\n");
    write("002-more.sql", "CREATE TABLE more (id INTEGER);");
    const refused = migratePg(pool(url), readMigrations(migrations));
    await expect(refused).rejects.toThrow(MigrationChangedError);
    await expect(refused).rejects.toThrow(
      /^migration 001-things\.sql was edited after this database applied it/,
    );
    const { rows } = await pool(url).query("SELECT to_regclass('more') AS more");
    expect(rows[0].more).toBeNull();
    rmSync(dir, { recursive: true, force: true });
  });

  it("takes a database from before checksums as it is, then guards it", async () => {
    const url = await freshDatabase("prechecksum");
    const dir = mkdtempSync(join(tmpdir(), "gangway-pg-migrations-"));
    const migrations = join(dir, "migrations");
    mkdirSync(migrations);
    writeFileSync(join(migrations, "001-things.sql"), "CREATE TABLE things (id INTEGER PRIMARY KEY);");
    await pool(
      url,
    ).query(`CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL);
      CREATE TABLE things (id INTEGER PRIMARY KEY);
      INSERT INTO schema_migrations VALUES (1, '001-things.sql', 0);`);
    expect(await migratePg(pool(url), readMigrations(migrations))).toEqual([]);
    writeFileSync(join(migrations, "001-things.sql"), "CREATE TABLE things (id INTEGER);");
    await expect(migratePg(pool(url), readMigrations(migrations))).rejects.toThrow(
      /001-things\.sql was edited/,
    );
    rmSync(dir, { recursive: true, force: true });
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
    // a check's query may take 2 × checkMs before the leader counts itself lost: on a loaded machine a
    // fixed 200 ms can let the first leader drop and retake the lock, and the handover below never comes
    for (const name of names) leaders.push(pgLeadership(url, start(name), { checkMs: scaled(100) }));
    await until(() => running.size === 1);
    const first = [...running][0] as string;
    expect(leaders.filter((l) => l.isLeader())).toHaveLength(1);
    // the leader's process "dies": PostgreSQL ends its session, as when its socket closes on kill -9
    const admin = pool(url);
    await admin.query(
      // this test's database only: the run's other files hold the same lock in databases of their own
      `SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND granted
        AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      [LEADER_LOCK & 0xffff_ffff],
    );
    await until(() => running.size === 1 && !running.has(first));
    expect(overlap).toBe(false);
    expect(leaders[names.indexOf(first)]?.isLeader()).toBe(false);
    // a clean stop hands over too
    const second = [...running][0] as string;
    await leaders[names.indexOf(second)]?.stop();
    await until(() => running.size === 1 && !running.has(second));
    expect(overlap).toBe(false);
  });
});
