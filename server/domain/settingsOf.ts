import type { ZoneRecord } from "./types.ts";

export const INTERNET_CHECK_URL = "/api/v1/internet-check";

// a zone's settings may override the defaults and add fields; identity fields always win
export function settingsOf(zone: ZoneRecord, fakeRedirects: boolean): Record<string, unknown> {
  return {
    internetCheckUrl: INTERNET_CHECK_URL,
    analyticsHost: "/api",
    ...zone.settings,
    zonePrefix: zone.zonePrefix,
    zoneId: zone.zoneId,
    tier: zone.tier,
    testMode: fakeRedirects,
  };
}
