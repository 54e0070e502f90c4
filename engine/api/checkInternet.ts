export const INTERNET_CHECK_TIMEOUT_MS = 3000;

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
