import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../../server/buildApp.ts";
import { LegacySchemaError } from "../../server/storage/adoptLegacySchema.ts";
import {
  MIGRATIONS_DIR,
  MigrationChangedError,
  readMigrations,
  renderMigration,
} from "../../server/storage/readMigrations.ts";
import { openStorage } from "../../server/storage/open/openStorage.ts";
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
    const app = buildApp({ storage: { dataDir }, demo: { dataPath: DEMO_DATA } });
    await app.ready();
    expect(existsSync(join(dataDir, "gangway.db"))).toBe(true);
    const db = new Database(join(dataDir, "gangway.db"), { readonly: true });
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    // every migration file, in order, each recorded once
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith(".sql"))
      .sort();
    expect(db.prepare("SELECT name FROM migrations ORDER BY name").pluck().all()).toEqual(
      files.map((name) => name.replace(/\.sql$/, "")),
    );
    db.close();
    await app.close();
  });

  it("keeps its data across a close and reopen, and does not reseed", async () => {
    const dataDir = dir();
    const first = buildApp({ storage: { dataDir }, demo: { dataPath: DEMO_DATA } });
    const mac = "11:00:00:00:00:01";
    const auth = await first.inject({
      method: "POST",
      url: "/api/v1/voucher/auth",
      headers: zone,
      payload: { mac, voucher: "DEMO1234", termsAccepted: true },
    });
    expect(auth.statusCode).toBe(200);
    await first.inject({ method: "POST", url: `/api/v1/session/logout/${DEVICE_CONNECTED}`, headers: zone });
    await first.close();

    const second = buildApp({ storage: { dataDir }, demo: { dataPath: DEMO_DATA } });
    const cookie = deviceCookie(dataDir, ZONE, mac);
    const kept = await second.inject({ url: `/api/v1/session/${mac}`, headers: { ...zone, cookie } });
    expect(kept.json()).toMatchObject({ isBackendAuthed: true, authVoucherCode: "DEMO1234" });
    const loggedOut = await second.inject({ url: `/api/v1/session/${DEVICE_CONNECTED}`, headers: zone });
    expect(loggedOut.json().isBackendAuthed).toBe(false);
    await second.close();
  });

  it("applies migrations in number order, once", async () => {
    const migrations = join(dir(), "migrations");
    mkdirSync(migrations);
    writeFileSync(join(migrations, "002-add-colour.sql"), "ALTER TABLE things ADD COLUMN colour TEXT;");
    writeFileSync(join(migrations, "001-things.sql"), "CREATE TABLE things (id {{identity}});");
    writeFileSync(join(migrations, "notes.txt"), "not a migration");
    const store = openStorage(dir());
    try {
      expect(await store.migrate(readMigrations(migrations))).toEqual(["001-things", "002-add-colour"]);
      expect(await store.migrate(readMigrations(migrations))).toEqual([]);
      const columns = await store.db.introspection.getTables();
      expect(columns.find((t) => t.name === "things")?.columns.map((c) => c.name)).toEqual(["id", "colour"]);
    } finally {
      await store.close();
    }
  });

  it("keeps a {{sqlite_only}} block for SQLite and leaves it out for PostgreSQL", () => {
    const text =
      "ALTER TABLE t ADD COLUMN c TEXT;\n{{sqlite_only}}\nDROP TABLE t;\n{{/sqlite_only}}\nSELECT 1;";
    expect(renderMigration(text, "sqlite")).toBe(
      "ALTER TABLE t ADD COLUMN c TEXT;\n\nDROP TABLE t;\n\nSELECT 1;",
    );
    expect(renderMigration(text, "postgres")).toBe("ALTER TABLE t ADD COLUMN c TEXT;\n\nSELECT 1;");
  });

  it("rolls back a failing migration and refuses duplicate numbers", async () => {
    const migrations = join(dir(), "migrations");
    mkdirSync(migrations);
    writeFileSync(join(migrations, "001-broken.sql"), "CREATE TABLE a (id INTEGER); THIS IS NOT SQL;");
    const store = openStorage(dir());
    try {
      await expect(store.migrate(readMigrations(migrations))).rejects.toThrow();
      const tables = (await store.db.introspection.getTables()).map((t) => t.name);
      expect(tables).not.toContain("a");
      expect(tables).not.toContain("migrations");
    } finally {
      await store.close();
    }
    writeFileSync(join(migrations, "001-again.sql"), "SELECT 1;");
    expect(() => readMigrations(migrations)).toThrow(/share number 001/);
  });

  it("refuses a migration edited after it was applied, naming it; a CRLF checkout is no edit", async () => {
    const migrations = join(dir(), "migrations");
    mkdirSync(migrations);
    writeFileSync(join(migrations, "001-things.sql"), "CREATE TABLE things (id INTEGER PRIMARY KEY);\n");
    const store = openStorage(dir());
    try {
      expect(await store.migrate(readMigrations(migrations))).toEqual(["001-things"]);
      writeFileSync(join(migrations, "001-things.sql"), "CREATE TABLE things (id INTEGER PRIMARY KEY);\r\n");
      expect(await store.migrate(readMigrations(migrations))).toEqual([]);
      writeFileSync(
        join(migrations, "001-things.sql"),
        "CREATE TABLE things (id INTEGER PRIMARY KEY, x TEXT);\n",
      );
      writeFileSync(join(migrations, "002-more.sql"), "CREATE TABLE more (id INTEGER);");
      await expect(store.migrate(readMigrations(migrations))).rejects.toThrow(MigrationChangedError);
      await expect(store.migrate(readMigrations(migrations))).rejects.toThrow(
        /^migration 001-things\.sql was edited after this database applied it .*put the change in a new migration$/,
      );
      // nothing of the batch ran
      expect((await store.db.introspection.getTables()).map((t) => t.name)).not.toContain("more");
    } finally {
      await store.close();
    }
  });

  it("adopts a database the previous release made with its own history, and serves its data", async () => {
    const dataDir = dir();
    const legacy = new Database(join(dataDir, "gangway.db"));
    legacy.exec(readFileSync(new URL("./fixtures/legacy-sqlite.sql", import.meta.url), "utf8"));
    legacy.exec(`INSERT INTO zones (zone_id, zone_prefix, tier, settings_json) VALUES ('${ZONE}', 'gn', 'premium', '{}');
      INSERT INTO vouchers (zone_id, code, max_devices, duration_ms, byte_limit, bytes_used)
      VALUES ('${ZONE}', 'KEPT2345', 1, 3600000, NULL, 0);`);
    legacy.close();
    const app = buildApp({ storage: { dataDir } });
    const auth = await app.inject({
      method: "POST",
      url: "/api/v1/voucher/auth",
      headers: zone,
      payload: { mac: "11:00:00:00:00:02", voucher: "KEPT2345", termsAccepted: true },
    });
    expect(auth.statusCode).toBe(200);
    await app.close();
    const db = new Database(join(dataDir, "gangway.db"), { readonly: true });
    expect(db.prepare("SELECT name FROM migrations ORDER BY name").pluck().all()).toEqual(
      readMigrations().map((m) => m.name),
    );
    db.close();
  });

  it("refuses a database whose previous release had not finished its own migrations", async () => {
    const dataDir = dir();
    const legacy = new Database(join(dataDir, "gangway.db"));
    legacy.exec(readFileSync(new URL("./fixtures/legacy-sqlite.sql", import.meta.url), "utf8"));
    legacy.exec("DELETE FROM schema_migrations WHERE version >= 6");
    legacy.close();
    const app = buildApp({ storage: { dataDir } });
    await expect(app.ready()).rejects.toThrow(LegacySchemaError);
    await app.close();
  });

  it("stops the server's start when the database applied another version of a shipped migration", async () => {
    const dataDir = dir();
    const first = buildApp({ storage: { dataDir } });
    await first.ready();
    await first.close();
    const db = new Database(join(dataDir, "gangway.db"));
    db.prepare("UPDATE migrations SET checksum = 'an older edit' WHERE name = '001-schema'").run();
    db.close();
    const app = buildApp({ storage: { dataDir } });
    await expect(app.ready()).rejects.toThrow(/^migration 001-schema\.sql was edited after this database/);
    await app.close();
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
    expect(output).toMatch(/^gangway: migration 001-schema\.sql was edited after this database [^\n]*\n$/);
  });
});
