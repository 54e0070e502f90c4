import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "better-sqlite3";

export const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations/", import.meta.url));

// "001-initial.sql": the number orders them and is what schema_migrations records
const FILE = /^(\d+)-[a-z0-9-]+\.sql$/;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** An applied migration whose file has changed since: the database and the files disagree. */
export class MigrationChangedError extends Error {}

// line endings normalised: a checkout that turns LF into CRLF has not changed the migration
export const checksumOf = (sql: string): string =>
  createHash("sha256").update(sql.replace(/\r\n/g, "\n")).digest("hex");

export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .map((name) => ({ name, match: FILE.exec(name) }))
    .filter((entry) => entry.match !== null)
    .map(({ name, match }) => ({
      version: Number(match?.[1]),
      name,
      sql: readFileSync(join(dir, name), "utf8"),
    }))
    .sort((a, b) => a.version - b.version);
  migrations.forEach((m, i) => {
    if (i > 0 && migrations[i - 1]?.version === m.version) {
      throw new Error(`two migrations share number ${m.version} in ${dir}`);
    }
  });
  return migrations;
}

// a database from before checksums were recorded: its migrations are taken as they are now
function addChecksumColumn(db: Database, migrations: Migration[]): void {
  const columns = db.prepare("SELECT name FROM pragma_table_info('schema_migrations')").all() as {
    name: string;
  }[];
  if (columns.some((c) => c.name === "checksum")) return;
  db.exec("ALTER TABLE schema_migrations ADD COLUMN checksum TEXT");
  const fill = db.prepare("UPDATE schema_migrations SET checksum = ? WHERE version = ?");
  for (const m of migrations) fill.run(checksumOf(m.sql), m.version);
}

/** Throws MigrationChangedError for the first applied migration whose file has changed since. */
export function refuseEditedMigrations(migrations: Migration[], applied: Map<number, string | null>): void {
  for (const m of migrations) {
    const recorded = applied.get(m.version);
    if (recorded && recorded !== checksumOf(m.sql))
      throw new MigrationChangedError(
        `migration ${m.name} was edited after this database applied it (checksum ${recorded.slice(0, 12)}…, ` +
          `file now ${checksumOf(m.sql).slice(0, 12)}…): restore the file and put the change in a new migration`,
      );
  }
}

// applies the migrations not yet recorded, each in its own transaction, in order; refuses to start
// when a migration already applied has been edited since (its change would silently never run)
export function migrate(db: Database, migrations: Migration[] = readMigrations()): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL, checksum TEXT)`);
  addChecksumColumn(db, migrations);
  const applied = new Map(
    (db.prepare("SELECT version, checksum FROM schema_migrations").all() as Applied[]).map((r) => [
      r.version,
      r.checksum,
    ]),
  );
  refuseEditedMigrations(migrations, applied);
  const record = db.prepare(
    "INSERT INTO schema_migrations (version, name, applied_at, checksum) VALUES (?, ?, ?, ?)",
  );
  const done: number[] = [];
  for (const m of migrations) {
    if (applied.has(m.version)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      record.run(m.version, m.name, Date.now(), checksumOf(m.sql));
    })();
    done.push(m.version);
  }
  return done;
}

interface Applied {
  version: number;
  checksum: string | null;
}
