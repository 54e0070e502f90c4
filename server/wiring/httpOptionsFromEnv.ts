import type { HttpLimits } from "../http/fastifyOptions.ts";
import type { ServerEnv } from "./readServerEnv.ts";

/**
 * TRUST_PROXY, REQUEST_TIMEOUT_MS and STARTUP_TIMEOUT_MS (checked by readServerEnv): whom Fastify
 * trusts, how long a request may take to arrive, and a start-up step to end.
 */
export function httpOptionsFromEnv(checked: ServerEnv): HttpLimits & { startupTimeoutMs?: number } {
  return {
    trustProxy: checked.TRUST_PROXY,
    ...(checked.REQUEST_TIMEOUT_MS !== undefined ? { requestTimeoutMs: checked.REQUEST_TIMEOUT_MS } : {}),
    ...(checked.STARTUP_TIMEOUT_MS !== undefined ? { startupTimeoutMs: checked.STARTUP_TIMEOUT_MS } : {}),
  };
}
