import { MINUTE } from "../domain/time.ts";
import type { FairCap, FairRule, LimitRule, WindowLimit } from "../rateLimit/checkLimits.ts";
import type { LimitClient } from "../rateLimit/LimitClient.ts";
import type { LimitEpoch } from "../rateLimit/LimitEpoch.ts";

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

// `client`: who asks (DeviceAuth.limitClient)
export function openRules(
  zoneId: string,
  client: LimitClient,
  limits: OpenLimits,
  limitEpoch: LimitEpoch,
  clientScale: number,
): (LimitRule<"client" | "zone"> | FairRule<"client" | "zone">)[] {
  const { perClient, perZone } = limits;
  return [
    {
      scope: "client",
      key: `${limitEpoch.value}|open|${client.key}`,
      limit: { ...perClient, max: perClient.max * clientScale },
    },
    {
      scope: "zone",
      key: `${limitEpoch.value}|open|${zoneId}`,
      client,
      cap: { ...perZone, share: perZone.share * clientScale },
    },
  ];
}
