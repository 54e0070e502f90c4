import { checkSection } from "../../env/checkEnv.ts";
import type { EnvSection } from "../../env/EnvSection.ts";
import type { DatabaseEnv } from "../DatabaseEnv.ts";
import type { StoragePluginOptions } from "./storagePlugin.ts";

// where the server keeps its data
export const STORAGE_ENV = {
  DATA_DIR: {
    rule: { type: "string", minLength: 1, default: "./data" },
    unset: "./data",
    text: "holds `gangway.db` (+ `-wal`, `-shm`), created on first start; must be writable: a read-only or full one stops the start with one line ([a disk that cannot be written](../explanation/storage.md#a-disk-that-cannot-be-written))",
  },
  // set: PostgreSQL, shared by every server of a cluster (README, "Several servers on PostgreSQL")
  DATABASE_URL: {
    rule: {
      type: "string",
      pattern: "^postgres(?:ql)?://",
      says: "a PostgreSQL URL, postgres://user:password@host:5432/database",
    },
    unset: "",
    text: "`postgres://…`: PostgreSQL instead of SQLite, shared by several servers ([several servers on PostgreSQL](../how-to/postgresql.md)); migrated on start",
  },
  DATABASE_POOL_SIZE: {
    rule: { type: "integer", minimum: 1, maximum: 999 },
    unset: "10",
    text: "PostgreSQL connections this server keeps",
  },
} satisfies EnvSection;

/** DATA_DIR, DATABASE_URL and DATABASE_POOL_SIZE; a wrong one throws ServerEnvError. */
export function readStorageEnv(env: NodeJS.ProcessEnv): StoragePluginOptions {
  const raw = checkSection<{ DATA_DIR: string; DATABASE_URL?: string; DATABASE_POOL_SIZE?: number }>(
    STORAGE_ENV,
    env,
  );
  return {
    dataDir: raw.DATA_DIR,
    databaseUrl: raw.DATABASE_URL,
    databasePoolSize: raw.DATABASE_POOL_SIZE,
    // a served database checkpoints its WAL off the event loop every second (tests: SQLite's own)
    walCheckpointIntervalMs: 1000,
  };
}

/**
 * The database variables alone, checked exactly as the server checks them: for a command that
 * works on the server's database (npm run vouchers) and needs none of its other settings.
 */
export function readDatabaseEnv(env: NodeJS.ProcessEnv): DatabaseEnv {
  return checkSection<DatabaseEnv>(STORAGE_ENV, env);
}
