import { apiClient } from "./apiClient.ts";
import { type HandoffStep, handoffOf, type OpenAuthRequest } from "./types.ts";

/**
 * Starts a trial or free access (the server refuses it unless the passenger accepted the terms);
 * the gateway's login step when the zone's gateway has one.
 */
export async function postOpenAuth(
  openId: number,
  mac: string,
  body: OpenAuthRequest,
): Promise<HandoffStep | undefined> {
  return handoffOf(
    await apiClient(`/open/${openId}/auth/${encodeURIComponent(mac)}`, { method: "POST", body }),
  );
}
