import { existsSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { MigrationChangedError } from "../../server/db/migrate.ts";
import { DB_FILE } from "../../server/db/openDatabase.ts";
import type { DatabaseEnv } from "../../server/env/readDatabaseEnv.ts";
import { openStorage, type StorageBackend } from "../../server/storage/openStorage.ts";
import { MintError } from "./MintError.ts";

// "gangway at db.example:5432": enough to tell two databases apart, never the password
const named = (url: URL) => `${decodeURIComponent(url.pathname.slice(1)) || "(default)"} at ${url.host}`;

// Node's "localhost" tries ::1 and 127.0.0.1 and fails with an AggregateError whose own message is empty
const reason = (error: unknown): string => {
  const { message, errors, code } = error as { message?: string; errors?: unknown[]; code?: string };
  return message || (errors?.[0] ? reason(errors[0]) : code || String(error));
};

// a database no Gangway server has migrated has no schema_migrations table
async function checkSetUp(url: string): Promise<void> {
  const where = named(new URL(url));
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  let setUp: boolean;
  try {
    await client.connect();
    const { rows } = await client.query("SELECT to_regclass('schema_migrations') IS NOT NULL AS set_up");
    setUp = rows[0].set_up;
  } catch (error) {
    throw new MintError(`cannot use the PostgreSQL database ${where}: ${reason(error)}`);
  } finally {
    await client.end().catch(() => {});
  }
  if (!setUp)
    throw new MintError(
      `the PostgreSQL database ${where} has no Gangway tables: set DATABASE_URL to the servers' database, or start a server on it once`,
    );
}

async function open(env: DatabaseEnv): Promise<StorageBackend> {
  if (!env.DATABASE_URL) {
    const file = join(env.DATA_DIR, DB_FILE);
    if (!existsSync(file))
      throw new MintError(`no database at ${file}: set DATA_DIR to the server's, or start the server once`);
    // opening the file applies and checks its migrations, as the server's start does
    return openStorage(env.DATA_DIR);
  }
  await checkSetUp(env.DATABASE_URL);
  // one connection: a command runs one statement at a time, and the servers' pools already take
  // their share of the database's max_connections
  const backend = openStorage(env.DATA_DIR, env.DATABASE_URL, 1);
  try {
    // the migrations a starting server applies (under its advisory lock), checksums checked
    await backend.prepare();
  } catch (error) {
    await backend.close();
    throw error;
  }
  return backend;
}

/**
 * The server's database, opened the way the server opens it (server/storage/openStorage.ts): SQLite
 * in DATA_DIR, or PostgreSQL when DATABASE_URL is set, its migrations applied or checked as a
 * starting server does. A database no server has set up is refused rather than created, so that a
 * wrong DATA_DIR or DATABASE_URL cannot look like success. The caller closes it.
 */
export async function openServerStorage(env: DatabaseEnv): Promise<StorageBackend> {
  try {
    return await open(env);
  } catch (error) {
    // an edited migration stops the command as it stops the server, in one line
    throw error instanceof MigrationChangedError ? new MintError(error.message) : error;
  }
}
