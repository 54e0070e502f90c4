import { MINUTE } from "../../domain/time.ts";
import { checkLimits, type WindowLimit } from "../../rateLimit/checkLimits.ts";
import type { LimitStore } from "../../rateLimit/LimitStore.ts";
import type { LimitEpoch } from "../../rateLimit/LimitEpoch.ts";

// another try at the gateway's login mints a credential (a transaction each): a passenger presses
// Connect a few times while the gateway answers slowly, a failed return or two come back; twelve
// in ten minutes is no honest device's (issue 40: 300 in 16 s were all answered)
export const HANDOFF_RETRY_LIMIT: WindowLimit = { max: 12, windowMs: 10 * MINUTE };

/** The seconds a device over its retries waits, or undefined while it may try again (one hit counted). */
export type HandoffRetryLimit = (zoneId: string, mac: string, now: number) => Promise<number | undefined>;

// the key names the device between bars, as the erasure by MAC finds its counters (eraseByMac.ts)
export function handoffRetryLimit(
  store: LimitStore,
  limitEpoch: LimitEpoch,
  limit: WindowLimit = HANDOFF_RETRY_LIMIT,
): HandoffRetryLimit {
  return async (zoneId, mac, now) => {
    const key = `${limitEpoch.value}|handoff|${zoneId}|${mac}|retries`;
    return (await checkLimits(store, [{ scope: "device", key, limit }], now))?.retryAfterSeconds;
  };
}
