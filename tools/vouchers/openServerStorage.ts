import {
  type DatabaseEnv,
  LegacySchemaError,
  MigrationChangedError,
  NotAServerDatabaseError,
  openServerStore,
  type Store,
} from "../../server/operations.ts";
import { VouchersError } from "./VouchersError.ts";

/**
 * The server's database, opened the way the server opens it (server/storage/openServerStore.ts);
 * a database that is not a server's, or whose migrations were edited, stops the command in one line.
 */
export async function openServerStorage(env: DatabaseEnv): Promise<Store> {
  try {
    return await openServerStore(env);
  } catch (error) {
    const explained =
      error instanceof NotAServerDatabaseError ||
      error instanceof MigrationChangedError ||
      error instanceof LegacySchemaError;
    throw explained ? new VouchersError(error.message) : error;
  }
}
