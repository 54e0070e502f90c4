import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../../server/buildApp.ts";
import { MigrationChangedError, migrate, readMigrations } from "../../server/db/migrate.ts";
import { deviceCookie } from "./helpers/secrets.ts";
import { DEMO_DATA, DEVICE_CONNECTED, tempDir, ZONE } from "./helpers/testApp.ts";

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
    const cookie = deviceCookie(dataDir, ZONE, mac);
    const kept = await second.inject({ url: `/api/v1/session/${mac}`, headers: { ...zone, cookie } });
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

  it("refuses a migration edited after it was applied, naming it; a CRLF checkout is no edit", () => {
    const migrations = join(dir(), "migrations");
    mkdirSync(migrations);
    writeFileSync(join(migrations, "001-things.sql"), "CREATE TABLE things (id INTEGER PRIMARY KEY);\n");
    const db = new Database(":memory:");
    expect(migrate(db, readMigrations(migrations))).toEqual([1]);
    writeFileSync(join(migrations, "001-things.sql"), "CREATE TABLE things (id INTEGER PRIMARY KEY);\r\n");
    expect(migrate(db, readMigrations(migrations))).toEqual([]);
    writeFileSync(
      join(migrations, "001-things.sql"),
      "CREATE TABLE things (id INTEGER PRIMARY KEY, x TEXT);\n",
    );
    writeFileSync(join(migrations, "002-more.sql"), "CREATE TABLE more (id INTEGER);");
    expect(() => migrate(db, readMigrations(migrations))).toThrow(MigrationChangedError);
    expect(() => migrate(db, readMigrations(migrations))).toThrow(
      /^migration 001-things\.sql was edited after this database applied it .*put the change in a new migration$/,
    );
    // nothing of the batch ran
    expect(db.prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE name = 'more'").get()).toEqual({ n: 0 });
    db.close();
  });

  it("takes a database from before checksums as it is, then guards it", () => {
    const migrations = join(dir(), "migrations");
    mkdirSync(migrations);
    writeFileSync(join(migrations, "001-things.sql"), "CREATE TABLE things (id INTEGER PRIMARY KEY);");
    const db = new Database(":memory:");
    db.exec(`CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL);
      CREATE TABLE things (id INTEGER PRIMARY KEY);
      INSERT INTO schema_migrations VALUES (1, '001-things.sql', 0);`);
    expect(migrate(db, readMigrations(migrations))).toEqual([]);
    writeFileSync(join(migrations, "001-things.sql"), "CREATE TABLE things (id INTEGER);");
    expect(() => migrate(db, readMigrations(migrations))).toThrow(/001-things\.sql was edited/);
    db.close();
  });

  it("stops the server's start when the database applied another version of a shipped migration", async () => {
    const dataDir = dir();
    await buildApp({ dataDir }).close();
    const db = new Database(join(dataDir, "gangway.db"));
    db.prepare("UPDATE schema_migrations SET checksum = 'an older edit' WHERE version = 2").run();
    db.close();
    expect(() => buildApp({ dataDir })).toThrow(
      /^migration 002-store-orders\.sql was edited after this database/,
    );
    // server/main.ts says it in one line and exits 1
    const child = spawn(process.execPath, ["server/main.ts"], {
      cwd: fileURLToPath(new URL("../../", import.meta.url)),
      env: { PATH: process.env.PATH, PORT: "0", LOG_LEVEL: "silent", DATA_DIR: dataDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    expect(await new Promise((resolve) => child.on("close", resolve))).toBe(1);
    expect(output).toMatch(
      /^gangway: migration 002-store-orders\.sql was edited after this database [^\n]*\n$/,
    );
  });
});
