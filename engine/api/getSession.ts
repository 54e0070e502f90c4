import { apiClient } from "./apiClient.ts";
import { apiStatus } from "./apiStatus.ts";
import { checked } from "./checked.ts";
import type { Session } from "./types.ts";
import { validateSession } from "./validators/validateSession.gen.js";

/** The device's session, or null when the device has none yet (404). */
export async function getSession(mac: string): Promise<Session | null> {
  try {
    return checked("session", validateSession, await apiClient(`/session/${encodeURIComponent(mac)}`));
  } catch (error) {
    if (apiStatus(error) === 404) return null;
    throw error;
  }
}
