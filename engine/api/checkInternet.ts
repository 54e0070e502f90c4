export const INTERNET_CHECK_TIMEOUT_MS = 3000;

/** GET to the configured internet-check URL: true when it answers in time, false otherwise. */
export async function checkInternet(url: string, timeoutMs = INTERNET_CHECK_TIMEOUT_MS): Promise<boolean> {
  try {
    const response = await fetch(url, {
      cache: "no-store",
      credentials: "omit",
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response.ok;
  } catch {
    return false;
  }
}
