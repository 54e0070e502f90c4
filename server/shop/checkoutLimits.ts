import { MINUTE } from "../domain/time.ts";
import type { FairRule, LimitRule } from "../rateLimit/checkLimits.ts";
import type { LimitClient } from "../rateLimit/LimitClient.ts";
import type { LimitEpoch } from "../rateLimit/LimitEpoch.ts";

// every checkout makes an order and a payment at the provider: a family buys a few, nobody dozens.
// The zone's cap bounds what many clients together can make the tables grow by; filled, it refuses
// only the clients over their share (twenty addresses at their 30 used to shut the store for all)
export const CHECKOUT_LIMITS = {
  perClient: { max: 30, windowMs: 10 * MINUTE },
  perZone: { max: 600, windowMs: 10 * MINUTE, share: 3, hardMax: 6000 },
};

// `client`: who asks (DeviceAuth.limitClient)
export function checkoutRules(
  zoneId: string,
  client: LimitClient,
  limitEpoch: LimitEpoch,
  clientScale: number,
): (LimitRule<"client" | "zone"> | FairRule<"client" | "zone">)[] {
  const { perClient, perZone } = CHECKOUT_LIMITS;
  return [
    {
      scope: "client",
      key: `${limitEpoch.value}|checkout|${client.key}`,
      limit: { ...perClient, max: perClient.max * clientScale },
    },
    {
      scope: "zone",
      key: `${limitEpoch.value}|checkout|${zoneId}`,
      client,
      cap: { ...perZone, share: perZone.share * clientScale },
    },
  ];
}
