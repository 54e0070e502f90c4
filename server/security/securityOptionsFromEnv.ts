import type { BuildAppOptions } from "../BuildAppOptions.ts";
import { portalUrl } from "../accessController/portalUrl.ts";
import { trustProxyFromEnv } from "../http/fastifyOptions.ts";
import { PaymentConfigError } from "../payments/PaymentConfig.ts";
import { productionHintsFromEnv } from "../payments/sandbox/sandboxGuard.ts";
import { signEntry } from "./gatewaySignature.ts";

// TRUST_PROXY, SERVER_SECRET, PAYMENT_SANDBOX=allow, CLIENT_LIMIT_SCALE, REQUEST_TIMEOUT_MS, and
// what makes the configuration look like production (ALLOWED_HOSTS, DEMO=0, NODE_ENV=production)
export function securityOptionsFromEnv(env: NodeJS.ProcessEnv, demo: boolean): Partial<BuildAppOptions> {
  const scale = Number(env.CLIENT_LIMIT_SCALE);
  const timeout = Number(env.REQUEST_TIMEOUT_MS);
  return {
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    serverSecret: env.SERVER_SECRET || undefined,
    allowSandboxInProduction: (env.PAYMENT_SANDBOX ?? "").toLowerCase() === "allow",
    productionHints: productionHintsFromEnv(env, demo),
    ...(Number.isInteger(scale) && scale >= 1 ? { clientLimitScale: scale } : {}),
    ...(Number.isInteger(timeout) && timeout >= 1000 ? { requestTimeoutMs: timeout } : {}),
  };
}

// a configuration the server refuses is one line on stderr and exit code 1, not a stack trace
export function startOrExplain<T>(start: () => T): T {
  try {
    return start();
  } catch (error) {
    if (!(error instanceof PaymentConfigError)) throw error;
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
