import type { BuildAppOptions } from "../BuildAppOptions.ts";
import { portalUrl } from "../gateway/portalUrl.ts";
import type { ServerEnv } from "../env/readServerEnv.ts";
import { LegacySchemaError } from "../storage/adoptLegacySchema.ts";
import { ManifestsRejected } from "../fleet/ManifestsRejected.ts";
import { MigrationChangedError } from "../storage/migrations.ts";
import { PaymentConfigError } from "../shop/payments/PaymentConfig.ts";
import { productionHintsFromEnv } from "../shop/payments/sandbox/sandboxGuard.ts";
import { signEntry } from "../gateway/gatewaySignature.ts";
import { ZoneVerificationError } from "./ZoneVerification.ts";
import { TestModeRefused } from "../testMode/testModeGuard.ts";
import { VesselMismatchError } from "../fleetLink/checkVesselId.ts";
import { HandoffConfigError } from "../gateway/handoff/handoffReadiness.ts";

// TRUST_PROXY, SERVER_SECRET, CLIENT_LIMIT_SCALE, REQUEST_TIMEOUT_MS (checked by readServerEnv),
// PAYMENT_SANDBOX=allow, and what makes the configuration look like production (ALLOWED_HOSTS,
// DEMO=0, NODE_ENV=production)
export function securityOptionsFromEnv(env: NodeJS.ProcessEnv, checked: ServerEnv): Partial<BuildAppOptions> {
  return {
    trustProxy: checked.TRUST_PROXY,
    serverSecret: checked.SERVER_SECRET,
    allowSandboxInProduction: (env.PAYMENT_SANDBOX ?? "").toLowerCase() === "allow",
    productionHints: productionHintsFromEnv(env, checked.DEMO),
    ...(checked.CLIENT_LIMIT_SCALE !== undefined ? { clientLimitScale: checked.CLIENT_LIMIT_SCALE } : {}),
    ...(checked.REQUEST_TIMEOUT_MS !== undefined ? { requestTimeoutMs: checked.REQUEST_TIMEOUT_MS } : {}),
  };
}

// a configuration the server refuses (or a database whose applied migrations were edited since) is
// one line on stderr and exit code 1, not a stack trace
const explained = (error: unknown): error is Error =>
  error instanceof PaymentConfigError ||
  // a manifests folder with problems and no last good version of it to serve instead
  error instanceof ManifestsRejected ||
  error instanceof MigrationChangedError ||
  error instanceof ZoneVerificationError ||
  error instanceof TestModeRefused ||
  error instanceof HandoffConfigError ||
  error instanceof LegacySchemaError ||
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

// the demo link the server prints; a zone with a gateway key gets it signed, as its gateway would
export function demoEntry(zoneId: string, mac: string, key: string | undefined): string {
  if (key === undefined) return portalUrl("/", { mac, zoneId });
  const ts = Math.floor(Date.now() / 1000);
  return portalUrl("/", { mac, zoneId, ts, sig: signEntry(key, { zoneId, mac, ts }) });
}
