import { openPgStore } from "./pg/openPgStore.ts";
import { openSqliteStore } from "./sqlite/openSqliteStore.ts";
import type { Store } from "./Store.ts";

// SQLite in <dataDir> by default; PostgreSQL when a database URL is given (DATABASE_URL)
export function openStore(dataDir: string, databaseUrl?: string, poolSize?: number): Store {
  return databaseUrl ? openPgStore(databaseUrl, poolSize) : openSqliteStore(dataDir);
}
