import { analyticsSessionIdAt } from "../../schemas/analyticsSessionId.ts";

let cached: { key: string; id: string } | undefined;

/** A hash of the lower-cased mac, the zone id and the time rounded to 5 minutes; cached per device. */
export function analyticsSessionId(mac: string, zoneId: string, now: number = Date.now()): string {
  const key = `${mac.toLowerCase()}|${zoneId}`;
  if (cached?.key === key) return cached.id;
  cached = { key, id: analyticsSessionIdAt(mac, zoneId, now) };
  return cached.id;
}
