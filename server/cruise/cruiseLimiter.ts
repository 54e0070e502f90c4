import { MINUTE } from "../domain/time.ts";
import { checkLimits } from "../rateLimit/checkLimits.ts";
import type { LimitClient } from "../rateLimit/LimitClient.ts";
import type { LimitStore } from "../rateLimit/LimitStore.ts";
import type { LimitEpoch } from "../rateLimit/LimitEpoch.ts";

// booking look-ups (validate and charge) per client address and zone: enough for a family
// mistyping a few times, far too few to guess a personal key; times CLIENT_LIMIT_SCALE, since
// passengers behind one address share it. The zone's cap bounds guessing from many addresses
// and, filled, refuses only the addresses over their share
export const CRUISE_LIMIT = { max: 30, windowMs: 10 * MINUTE };
export const CRUISE_ZONE_LIMIT = { max: 600, windowMs: 10 * MINUTE, share: 5, hardMax: 6000 };

// the zone, and who asks (DeviceAuth.limitClient)
export type CruiseLimiter = (zoneId: string, client: LimitClient) => Promise<number | undefined>;

// undefined when allowed, else the seconds to wait; the limit epoch starts the counters over on a test reset.
// request.ip is the client's own address only when TRUST_PROXY names the TLS proxy in front: without
// it a whole ship behind the proxy would share one counter
export function cruiseLimiter(
  store: LimitStore,
  limitEpoch: LimitEpoch,
  now: () => number,
  clientScale = 1,
): CruiseLimiter {
  return async (zoneId, client) => {
    const zone = `${limitEpoch.value}|cruise|${zoneId}`;
    const limited = await checkLimits(
      store,
      [
        {
          scope: "client",
          key: `${zone}|${client.key}`,
          limit: { ...CRUISE_LIMIT, max: CRUISE_LIMIT.max * clientScale },
        },
        {
          scope: "zone",
          key: zone,
          client,
          cap: { ...CRUISE_ZONE_LIMIT, share: CRUISE_ZONE_LIMIT.share * clientScale },
        },
      ],
      now(),
    );
    return limited?.retryAfterSeconds;
  };
}
