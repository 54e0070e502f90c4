import { apiZone, ZONE_HEADER } from "./apiClient.ts";

export const INTERNET_CHECK_TIMEOUT_MS = 3000;

// every call of the portal names its zone (spec section 7); a check on another origin (an
// operator's own probe) goes without it: a custom header would make it a CORS preflight the probe
// does not answer
function zoneHeaders(url: string): Record<string, string> {
  try {
    return new URL(url, window.location.href).origin === window.location.origin
      ? { [ZONE_HEADER]: apiZone() }
      : {};
  } catch {
    return {};
  }
}

/**
 * The internet-check URL for this device: a gateway's probe may name the device ({mac},
 * {zoneId}), as the reference server's walled garden does; an operator's plain URL is unchanged.
 * The device by its two fields, not state's Query: api/ stands below state/.
 */
export function internetCheckUrlFor(url: string, query: { mac: string; zoneId: string } | null): string {
  return url
    .replaceAll("{mac}", encodeURIComponent(query?.mac ?? ""))
    .replaceAll("{zoneId}", encodeURIComponent(query?.zoneId ?? ""));
}

/**
 * GET to the configured internet-check URL: true when it answers in time and is not redirected
 * (a walled garden answers a captive device with a redirect to its portal), false otherwise.
 */
export async function checkInternet(url: string, timeoutMs = INTERNET_CHECK_TIMEOUT_MS): Promise<boolean> {
  try {
    const response = await fetch(url, {
      headers: zoneHeaders(url),
      cache: "no-store",
      credentials: "omit",
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response.ok;
  } catch {
    return false;
  }
}
