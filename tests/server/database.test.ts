import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../../server/buildApp.ts";
import { migrate, readMigrations } from "../../server/db/migrate.ts";
import { DEMO_DATA, DEVICE_CONNECTED, tempDir } from "./helpers/testApp.ts";

const dirs: string[] = [];
function dir(): string {
  const d = tempDir();
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const zone = { "x-zone-public-id": "gn-premium-demo" };

describe("the database", () => {
  it("is created on first start in WAL mode, with its migrations recorded", async () => {
    const dataDir = join(dir(), "nested", "data");
    const app = buildApp({ dataDir, demoDataPath: DEMO_DATA });
    await app.ready();
    expect(existsSync(join(dataDir, "gangway.db"))).toBe(true);
    const db = new Database(join(dataDir, "gangway.db"), { readonly: true });
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    // every migration file, in order, each recorded once
    const files = readdirSync(new URL("../../server/db/migrations/", import.meta.url))
      .filter((f) => f.endsWith(".sql"))
      .sort();
    expect(db.prepare("SELECT version, name FROM schema_migrations ORDER BY version").all()).toEqual(
      files.map((name) => ({ version: Number.parseInt(name, 10), name })),
    );
    db.close();
    await app.close();
  });

  it("keeps its data across a close and reopen, and does not reseed", async () => {
    const dataDir = dir();
    const first = buildApp({ dataDir, demoDataPath: DEMO_DATA });
    const mac = "11:00:00:00:00:01";
    const auth = await first.inject({
      method: "POST",
      url: "/api/v1/voucher/auth",
      headers: zone,
      payload: { mac, voucher: "DEMO1234" },
    });
    expect(auth.statusCode).toBe(200);
    await first.inject({ method: "POST", url: `/api/v1/session/logout/${DEVICE_CONNECTED}`, headers: zone });
    await first.close();

    const second = buildApp({ dataDir, demoDataPath: DEMO_DATA });
    const kept = await second.inject({ url: `/api/v1/session/${mac}`, headers: zone });
    expect(kept.json()).toMatchObject({ isBackendAuthed: true, authVoucherCode: "DEMO1234" });
    const loggedOut = await second.inject({ url: `/api/v1/session/${DEVICE_CONNECTED}`, headers: zone });
    expect(loggedOut.json().isBackendAuthed).toBe(false);
    await second.close();
  });

  it("applies migrations in number order, once", () => {
    const migrations = join(dir(), "migrations");
    mkdirSync(migrations);
    writeFileSync(join(migrations, "002-add-colour.sql"), "ALTER TABLE things ADD COLUMN colour TEXT;");
    writeFileSync(join(migrations, "001-things.sql"), "CREATE TABLE things (id INTEGER PRIMARY KEY);");
    writeFileSync(join(migrations, "notes.txt"), "not a migration");
    const db = new Database(":memory:");
    expect(migrate(db, readMigrations(migrations))).toEqual([1, 2]);
    expect(migrate(db, readMigrations(migrations))).toEqual([]);
    expect(db.prepare("SELECT name FROM pragma_table_info('things')").all()).toEqual([
      { name: "id" },
      { name: "colour" },
    ]);
    db.close();
  });

  it("rolls back a failing migration and refuses duplicate numbers", () => {
    const migrations = join(dir(), "migrations");
    mkdirSync(migrations);
    writeFileSync(join(migrations, "001-broken.sql"), "CREATE TABLE a (id INTEGER); THIS IS NOT SQL;");
    const db = new Database(":memory:");
    expect(() => migrate(db, readMigrations(migrations))).toThrow();
    expect(db.prepare("SELECT COUNT(*) AS n FROM schema_migrations").get()).toEqual({ n: 0 });
    expect(db.prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE name = 'a'").get()).toEqual({ n: 0 });
    writeFileSync(join(migrations, "001-again.sql"), "SELECT 1;");
    expect(() => readMigrations(migrations)).toThrow(/share number 1/);
    db.close();
  });
});
