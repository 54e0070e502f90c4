import type { FastifyRequest } from "fastify";
import { MINUTE } from "../domain/time.ts";
import type { FairRule, LimitRule } from "../rateLimit/checkLimits.ts";
import { clientKey } from "../rateLimit/clientKey.ts";

// a page reports a handful of events per view: 120 a minute is a busy visitor, and a zone's
// cap bounds what a ship's worth of clients can write (the table is capped besides), refusing
// only the clients over their share of it once filled
export const ANALYTICS_LIMITS = {
  perClient: { max: 120, windowMs: MINUTE },
  perZone: { max: 6000, windowMs: MINUTE, share: 30, hardMax: 60_000 },
};

export function analyticsRules(
  request: FastifyRequest<{ Body: { zoneId: string } }>,
  epoch: { value: number },
  clientScale: number,
): (LimitRule<"client" | "zone"> | FairRule<"client" | "zone">)[] {
  const { perClient, perZone } = ANALYTICS_LIMITS;
  const client = clientKey(request.ip);
  return [
    {
      scope: "client",
      key: `${epoch.value}|analytics|${client}`,
      limit: { ...perClient, max: perClient.max * clientScale },
    },
    {
      scope: "zone",
      key: `${epoch.value}|analytics|${request.body.zoneId}`,
      member: client,
      cap: { ...perZone, share: perZone.share * clientScale },
    },
  ];
}
