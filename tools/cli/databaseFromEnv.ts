import { resolve } from "node:path";
import { type DatabaseEnv, readDatabaseEnv, ServerEnvError } from "../../server/operations.ts";

/**
 * The server's database variables (DATA_DIR, DATABASE_URL), checked as the server checks them; a
 * wrong one is the command's `fail` (one line, exit code 2), as every operator command reports it.
 */
export function databaseFromEnv(
  fail: (message: string) => never,
  env: Record<string, string | undefined> = process.env,
): DatabaseEnv {
  try {
    const database = readDatabaseEnv(env);
    return { ...database, DATA_DIR: resolve(database.DATA_DIR) };
  } catch (error) {
    if (!(error instanceof ServerEnvError)) throw error;
    fail(error.message);
  }
}
