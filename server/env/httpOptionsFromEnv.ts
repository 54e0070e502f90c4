import type { BuildAppOptions } from "../BuildAppOptions.ts";
import type { ServerEnv } from "./readServerEnv.ts";

/** TRUST_PROXY and REQUEST_TIMEOUT_MS (checked by readServerEnv): whom Fastify trusts, how long a request may take. */
export function httpOptionsFromEnv(
  checked: ServerEnv,
): Pick<BuildAppOptions, "trustProxy" | "requestTimeoutMs"> {
  return {
    trustProxy: checked.TRUST_PROXY,
    ...(checked.REQUEST_TIMEOUT_MS !== undefined ? { requestTimeoutMs: checked.REQUEST_TIMEOUT_MS } : {}),
  };
}
