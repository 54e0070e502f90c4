import type { FastifyRequest } from "fastify";
import { MINUTE } from "../domain/time.ts";
import type { LimitRule } from "../rateLimit/checkLimits.ts";
import { clientKey } from "../rateLimit/clientKey.ts";

// a page reports a handful of events per view: 120 a minute is a busy visitor, and a zone's
// ceiling bounds what a ship's worth of clients can write (the table is capped besides)
export const ANALYTICS_LIMITS = {
  perClient: { max: 120, windowMs: MINUTE },
  perZone: { max: 6000, windowMs: MINUTE },
};

export function analyticsRules(
  request: FastifyRequest<{ Body: { zoneId: string } }>,
  epoch: { value: number },
  clientScale: number,
): LimitRule<"client" | "zone">[] {
  const { perClient } = ANALYTICS_LIMITS;
  return [
    {
      scope: "client",
      key: `${epoch.value}|analytics|${clientKey(request.ip)}`,
      limit: { ...perClient, max: perClient.max * clientScale },
    },
    {
      scope: "zone",
      key: `${epoch.value}|analytics|${request.body.zoneId}`,
      limit: ANALYTICS_LIMITS.perZone,
    },
  ];
}
