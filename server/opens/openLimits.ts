import type { FastifyRequest } from "fastify";
import { MINUTE } from "../domain/time.ts";
import type { FairCap, FairRule, LimitRule, WindowLimit } from "../rateLimit/checkLimits.ts";
import { clientKey } from "../rateLimit/clientKey.ts";

export interface OpenLimits {
  // activations one client address may make, whatever macs it names: each new mac is a session row
  perClient: WindowLimit;
  // activations all clients of one zone may make together: bounds what many addresses can add,
  // refusing (once filled) only the addresses over their share
  perZone: FairCap;
}

// a phone starts a trial once or twice (a press again after a slow answer); ten in ten minutes is
// no honest address's. A zone's ceiling is twice a 5,000-passenger ship boarding within ten
// minutes (tools/bench/surge.ts boards 5,000 devices at once); its backstop bounds the sessions
// table to 5.76 million new rows a day per zone, whatever the number of addresses
export const DEFAULT_OPEN_LIMITS: OpenLimits = {
  perClient: { max: 10, windowMs: 10 * MINUTE },
  perZone: { max: 10_000, windowMs: 10 * MINUTE, share: 2, hardMax: 40_000 },
};

export function openRules(
  request: FastifyRequest,
  limits: OpenLimits,
  epoch: { value: number },
  clientScale: number,
): (LimitRule<"client" | "zone"> | FairRule<"client" | "zone">)[] {
  const { perClient, perZone } = limits;
  const client = clientKey(request.ip);
  return [
    {
      scope: "client",
      key: `${epoch.value}|open|${client}`,
      limit: { ...perClient, max: perClient.max * clientScale },
    },
    {
      scope: "zone",
      key: `${epoch.value}|open|${request.zone.zoneId}`,
      member: client,
      cap: { ...perZone, share: perZone.share * clientScale },
    },
  ];
}
