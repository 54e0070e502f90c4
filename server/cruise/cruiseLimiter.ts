import type { FastifyRequest } from "fastify";
import { MINUTE } from "../domain/time.ts";
import { checkLimits } from "../rateLimit/checkLimits.ts";
import type { LimitStore } from "../rateLimit/LimitStore.ts";
import { clientKey } from "../rateLimit/clientKey.ts";

// booking look-ups (validate and charge) per client address and zone: enough for a family
// mistyping a few times, far too few to guess a personal key
export const CRUISE_LIMIT = { max: 30, windowMs: 10 * MINUTE };

export type CruiseLimiter = (request: FastifyRequest) => Promise<number | undefined>;

// undefined when allowed, else the seconds to wait; the epoch starts the counters over on a test reset.
// request.ip is the client's own address only when TRUST_PROXY names the TLS proxy in front: without
// it a whole ship behind the proxy would share one counter
export function cruiseLimiter(store: LimitStore, epoch: { value: number }, now: () => number): CruiseLimiter {
  return async (request) => {
    const key = `${epoch.value}|cruise|${request.zone.zoneId}|${clientKey(request.ip)}`;
    const limited = await checkLimits(store, [{ scope: "client", key, limit: CRUISE_LIMIT }], now());
    return limited?.retryAfterSeconds;
  };
}
