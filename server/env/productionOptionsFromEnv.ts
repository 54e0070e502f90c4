import { productionHintsFromEnv } from "../http/productionSignals.ts";
import type { ServerEnv } from "./readServerEnv.ts";

/**
 * What makes the configuration look like production (ALLOWED_HOSTS, DEMO=0, NODE_ENV=production),
 * and PAYMENT_SANDBOX=allow, the one way to run the sandbox there anyway.
 */
export function productionOptionsFromEnv(
  env: NodeJS.ProcessEnv,
  checked: ServerEnv,
): { allowSandboxInProduction: boolean; productionHints: string[] } {
  return {
    allowSandboxInProduction: (env.PAYMENT_SANDBOX ?? "").toLowerCase() === "allow",
    productionHints: productionHintsFromEnv(env, checked.DEMO),
  };
}
