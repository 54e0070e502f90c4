import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Storage } from "./Storage.ts";
import type { Migration } from "./Migration.ts";

export const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations/", import.meta.url));

// "001-schema.sql": the number orders them; the name is what the migrations table records
const FILE = /^(\d{3})-[a-z0-9-]+\.sql$/;

/** An applied migration whose file has changed since: the database and the files disagree. */
export class MigrationChangedError extends Error {}

// line endings normalised: a checkout that turns LF into CRLF has not changed the migration
export const checksumOf = (text: string): string =>
  createHash("sha256").update(text.replace(/\r\n/g, "\n")).digest("hex");

export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const names = readdirSync(dir)
    .filter((name) => FILE.test(name))
    .sort();
  names.forEach((name, i) => {
    if (i > 0 && names[i - 1]?.slice(0, 3) === name.slice(0, 3))
      throw new Error(`two migrations share number ${name.slice(0, 3)} in ${dir}`);
  });
  return names.map((name) => ({
    name: name.replace(/\.sql$/, ""),
    text: readFileSync(join(dir, name), "utf8"),
  }));
}

/**
 * A migration's text for one database. Three placeholders cover what the two write differently:
 * `{{identity}}` (a generated integer key), `{{row_order c}}` (PostgreSQL's column c that keeps
 * the order rows were written in; SQLite keeps that order in its rowid, so nothing there), and
 * `{{sqlite_only}} … {{/sqlite_only}}`, statements that mend what only SQLite does differently
 * (left out on PostgreSQL).
 */
export function renderMigration(text: string, kind: Storage["kind"]): string {
  const sqlite = kind === "sqlite";
  return text
    .replace(/\{\{sqlite_only\}\}([\s\S]*?)\{\{\/sqlite_only\}\}/g, (_, statements: string) =>
      sqlite ? statements : "",
    )
    .replaceAll(
      "{{identity}}",
      sqlite ? "INTEGER PRIMARY KEY" : "BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY",
    )
    .replace(/\{\{row_order (\w+)\}\}/g, (_, column: string) =>
      sqlite ? "" : `${column} BIGINT GENERATED ALWAYS AS IDENTITY,`,
    );
}

/** Throws MigrationChangedError for the first applied migration whose file has changed since. */
export function refuseEditedMigrations(migrations: Migration[], applied: Map<string, string>): void {
  for (const m of migrations) {
    const recorded = applied.get(m.name);
    if (recorded && recorded !== checksumOf(m.text))
      throw new MigrationChangedError(
        `migration ${m.name}.sql was edited after this database applied it (checksum ${recorded.slice(0, 12)}…, ` +
          `file now ${checksumOf(m.text).slice(0, 12)}…): restore the file and put the change in a new migration`,
      );
  }
}
