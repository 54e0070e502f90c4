import { MINUTE } from "../domain/time.ts";
import type { FairRule, LimitRule } from "../rateLimit/checkLimits.ts";
import type { LimitClient } from "../rateLimit/LimitClient.ts";
import type { LimitEpoch } from "../rateLimit/LimitEpoch.ts";

// a page reports a handful of events per view: 120 a minute is a busy visitor, and a zone's
// cap bounds what a ship's worth of clients can write (the table is capped besides), refusing
// only the clients over their share of it once filled
export const ANALYTICS_LIMITS = {
  perClient: { max: 120, windowMs: MINUTE },
  perZone: { max: 6000, windowMs: MINUTE, share: 30, hardMax: 60_000 },
};

// `client`: who sends it (DeviceAuth.limitClient)
export function analyticsRules(
  zoneId: string,
  client: LimitClient,
  limitEpoch: LimitEpoch,
  clientScale: number,
): (LimitRule<"client" | "zone"> | FairRule<"client" | "zone">)[] {
  const { perClient, perZone } = ANALYTICS_LIMITS;
  return [
    {
      scope: "client",
      key: `${limitEpoch.value}|analytics|${client.key}`,
      limit: { ...perClient, max: perClient.max * clientScale },
    },
    {
      scope: "zone",
      key: `${limitEpoch.value}|analytics|${zoneId}`,
      client,
      cap: { ...perZone, share: perZone.share * clientScale },
    },
  ];
}
