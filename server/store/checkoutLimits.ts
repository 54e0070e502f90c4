import type { FastifyRequest } from "fastify";
import { MINUTE } from "../domain/time.ts";
import type { LimitRule } from "../rateLimit/checkLimits.ts";
import { clientKey } from "../rateLimit/clientKey.ts";

// every checkout makes an order and a payment at the provider: a family buys a few, nobody dozens;
// the zone's ceiling bounds what many clients together can make the tables grow by
export const CHECKOUT_LIMITS = {
  perClient: { max: 30, windowMs: 10 * MINUTE },
  perZone: { max: 600, windowMs: 10 * MINUTE },
};

export function checkoutRules(
  request: FastifyRequest,
  epoch: { value: number },
  clientScale: number,
): LimitRule<"client" | "zone">[] {
  const { perClient, perZone } = CHECKOUT_LIMITS;
  return [
    {
      scope: "client",
      key: `${epoch.value}|checkout|${clientKey(request.ip)}`,
      limit: { ...perClient, max: perClient.max * clientScale },
    },
    { scope: "zone", key: `${epoch.value}|checkout|${request.zone.zoneId}`, limit: perZone },
  ];
}
