import { mkdirSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { migrate } from "./migrate.ts";

export const DB_FILE = "gangway.db";

// one connection per process: better-sqlite3 is synchronous, so every transaction
// runs to completion before another request is served
export function openDatabase(dataDir: string): Database.Database {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, DB_FILE));
  db.pragma("journal_mode = WAL");
  // NORMAL is durable across application crashes in WAL mode and much faster than FULL
  db.pragma("synchronous = NORMAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  try {
    migrate(db);
  } catch (error) {
    // a refused start leaves no handle on the file
    db.close();
    throw error;
  }
  return db;
}
