import { ZONE_HEADER } from "./apiClient.ts";

export interface AnalyticsEvent {
  timestamp: string;
  sessionId: string;
  zoneId: string;
  event: string;
}

/**
 * Fire and forget: no credentials, keepalive so a redirect does not cancel it, and a failure
 * never reaches the visitor's flow.
 */
export function putAnalyticsEvent(host: string, body: AnalyticsEvent): void {
  try {
    fetch(`${host}/v1/analytics/onboard`, {
      method: "PUT",
      credentials: "omit",
      keepalive: true,
      // every request names its zone (spec section 7), this one too
      headers: { "content-type": "application/json", [ZONE_HEADER]: body.zoneId },
      body: JSON.stringify(body),
    }).catch(() => undefined);
  } catch {
    // fetch itself unavailable: analytics is never worth an error
  }
}
