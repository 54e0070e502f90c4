import type { FastifyInstance, FastifyRequest } from "fastify";
import { MINUTE } from "../domain/time.ts";

// booking look-ups (validate and charge) per client address and zone: enough for a family
// mistyping a few times, far too few to guess a personal key
export const CRUISE_LIMIT = { max: 30, windowMs: 10 * MINUTE };

export type CruiseLimiter = (request: FastifyRequest) => Promise<number | undefined>;

// undefined when allowed, else the seconds to wait; the epoch starts the counters over on a test reset
export function cruiseLimiter(app: FastifyInstance, epoch: { value: number }): CruiseLimiter {
  const check = app.createRateLimit({
    max: CRUISE_LIMIT.max,
    timeWindow: CRUISE_LIMIT.windowMs,
    keyGenerator: (request) => `${epoch.value}|cruise|${request.zone.zoneId}|${request.ip}`,
  });
  return async (request) => {
    const result = await check(request);
    return !result.isAllowed && result.isExceeded ? result.ttlInSeconds : undefined;
  };
}
