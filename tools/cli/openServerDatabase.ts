import {
  type DatabaseEnv,
  LegacySchemaError,
  MigrationChangedError,
  NotAServerDatabaseError,
  openServerStorage,
  type Storage,
} from "../../server/operations.ts";
import { CommandError } from "./CommandError.ts";

/**
 * The server's database, opened as the server opens it (DATA_DIR's SQLite file or DATABASE_URL's
 * PostgreSQL, its migrations applied); one that is not a server's, or whose migrations were edited,
 * is a CommandError. The caller closes it.
 */
export async function openServerDatabase(env: DatabaseEnv): Promise<Storage> {
  try {
    return await openServerStorage(env);
  } catch (error) {
    const explained =
      error instanceof NotAServerDatabaseError ||
      error instanceof MigrationChangedError ||
      error instanceof LegacySchemaError;
    throw explained ? new CommandError(error.message) : error;
  }
}
