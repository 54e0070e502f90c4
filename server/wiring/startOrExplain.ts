import { LegacySchemaError } from "../storage/adoptLegacySchema.ts";
import { DataDirUnwritable } from "../storage/DataDirUnwritable.ts";
import { ManifestsRejected } from "../zones/ManifestsRejected.ts";
import { MigrationChangedError } from "../storage/readMigrations.ts";
import { PaymentConfigError } from "../shop/payments/PaymentConfig.ts";
import { ZoneVerificationError } from "../security/ZoneVerification.ts";
import { TestModeRefused } from "../testMode/testModeGuard.ts";
import { VesselMismatchError } from "../shipShore/checkVesselId.ts";
import { HandoffConfigError } from "../gateway/handoff/handoffRefusal.ts";
import { ServerEnvError } from "../env/ServerEnvError.ts";
import { RadiusClientsError } from "../gateway/radius/RadiusClients.ts";

// a configuration the server refuses (or a database whose applied migrations were edited since) is
// one line on stderr and exit code 1, not a stack trace
const explained = (error: unknown): error is Error =>
  // a plugin's own section of the environment, read as it registers
  error instanceof ServerEnvError ||
  error instanceof RadiusClientsError ||
  error instanceof PaymentConfigError ||
  // a manifests folder with problems and no last good version of it to serve instead
  error instanceof ManifestsRejected ||
  error instanceof MigrationChangedError ||
  error instanceof ZoneVerificationError ||
  error instanceof TestModeRefused ||
  error instanceof HandoffConfigError ||
  error instanceof LegacySchemaError ||
  // a read-only or full DATA_DIR
  error instanceof DataDirUnwritable ||
  // VESSEL_ID and the database's link disagree (ship and shore)
  error instanceof VesselMismatchError;

export function startOrExplain<T>(start: () => T): T {
  try {
    return start();
  } catch (error) {
    if (!explained(error)) throw error;
    console.error(`gangway: ${error.message}`);
    process.exit(1);
  }
}

// the same for what is checked while starting to listen (PostgreSQL migrates then)
export async function listenOrExplain(listen: () => Promise<unknown>): Promise<void> {
  try {
    await listen();
  } catch (error) {
    if (!explained(error)) throw error;
    console.error(`gangway: ${error.message}`);
    process.exit(1);
  }
}
