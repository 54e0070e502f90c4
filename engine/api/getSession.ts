import { apiClient } from "./apiClient.ts";
import { apiStatus } from "./apiStatus.ts";
import { checked } from "./checked.ts";
import { laterValidator } from "./laterValidator.ts";
import type { Session } from "./types.ts";

/** The device's session, or null when the device has none yet (404). */
export async function getSession(mac: string): Promise<Session | null> {
  try {
    // the validator arrives beside the answer (laterValidator.ts)
    const [answer, validate] = await Promise.all([
      apiClient(`/session/${encodeURIComponent(mac)}`),
      laterValidator("validateSession"),
    ]);
    return checked("session", validate, answer);
  } catch (error) {
    if (apiStatus(error) === 404) return null;
    throw error;
  }
}
