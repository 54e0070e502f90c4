import { existsSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import type { DatabaseEnv } from "../DatabaseEnv.ts";
import { openStorage } from "./openStorage.ts";
import { DB_FILE } from "../sqlite/openSqliteFile.ts";
import type { Storage } from "../Storage.ts";

/** The database named is not one a Gangway server has set up (or cannot be reached). */
export class NotAServerDatabaseError extends Error {}

// "gangway at db.example:5432": enough to tell two databases apart, never the password
const named = (url: URL) => `${decodeURIComponent(url.pathname.slice(1)) || "(default)"} at ${url.host}`;

// Node's "localhost" tries ::1 and 127.0.0.1 and fails with an AggregateError whose own message is empty
const reason = (error: unknown): string => {
  const { message, errors, code } = error as { message?: string; errors?: unknown[]; code?: string };
  return message || (errors?.[0] ? reason(errors[0]) : code || String(error));
};

// a database no Gangway server has migrated has neither migrations table
async function checkSetUp(url: string): Promise<void> {
  const where = named(new URL(url));
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  let setUp: boolean;
  try {
    await client.connect();
    const { rows } = await client.query(
      "SELECT COALESCE(to_regclass('migrations'), to_regclass('schema_migrations')) IS NOT NULL AS set_up",
    );
    setUp = rows[0].set_up;
  } catch (error) {
    throw new NotAServerDatabaseError(`cannot use the PostgreSQL database ${where}: ${reason(error)}`);
  } finally {
    await client.end().catch(() => {});
  }
  if (!setUp)
    throw new NotAServerDatabaseError(
      `the PostgreSQL database ${where} has no Gangway tables: set DATABASE_URL to the servers' database, or start a server on it once`,
    );
}

/**
 * A server's database, for a command that works on it (npm run vouchers, reports): SQLite in
 * DATA_DIR, or PostgreSQL when DATABASE_URL is set (one connection: the servers' pools already
 * take their share of max_connections), its migrations applied and checked as a starting server
 * does. A database no server has set up is refused rather than created, so that a wrong DATA_DIR
 * or DATABASE_URL cannot look like success. The caller closes it.
 */
export async function openServerStorage(env: DatabaseEnv): Promise<Storage> {
  if (env.DATABASE_URL) await checkSetUp(env.DATABASE_URL);
  else if (!existsSync(join(env.DATA_DIR, DB_FILE)))
    throw new NotAServerDatabaseError(
      `no database at ${join(env.DATA_DIR, DB_FILE)}: set DATA_DIR to the server's, or start the server once`,
    );
  const store = openStorage(env.DATA_DIR, env.DATABASE_URL, env.DATABASE_URL ? 1 : undefined);
  try {
    await store.migrate();
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}
