import { mkdirSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { DataDirUnwritable } from "../DataDirUnwritable.ts";

export const DB_FILE = "gangway.db";

// one connection per process: better-sqlite3 is synchronous, and a transaction holds the whole
// file (BEGIN IMMEDIATE), so requests take turns on it (sqlite/openSqliteStorage.ts)
export function openSqliteFile(dataDir: string): Database.Database {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, DB_FILE));
  // SQLite opens a file it may not write read-only, and every write would fail later
  if (db.readonly) {
    db.close();
    throw new DataDirUnwritable(
      `the database ${join(dataDir, DB_FILE)} can only be read (a read-only file or mount): the server writes on every request; make it writable`,
    );
  }
  db.pragma("journal_mode = WAL");
  // NORMAL is durable across application crashes in WAL mode and much faster than FULL
  db.pragma("synchronous = NORMAL");
  db.pragma("foreign_keys = ON");
  // another process on the file (npm run vouchers) waits its turn instead of failing
  db.pragma("busy_timeout = 5000");
  return db;
}
