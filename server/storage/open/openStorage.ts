import { openPgStorage } from "../pg/openPgStorage.ts";
import { openSqliteStorage } from "../sqlite/openSqliteStorage.ts";
import type { Storage } from "../Storage.ts";

// SQLite in <dataDir> by default; PostgreSQL when a database URL is given (DATABASE_URL)
export function openStorage(dataDir: string, databaseUrl?: string, poolSize?: number): Storage {
  return databaseUrl ? openPgStorage(databaseUrl, poolSize) : openSqliteStorage(dataDir);
}
