import { apiClient } from "./apiClient.ts";
import { type HandoffStep, handoffOf } from "./types.ts";

/** Logged out; the gateway's own logout step when the zone's gateway has one. */
export async function postSessionLogout(mac: string): Promise<HandoffStep | undefined> {
  return handoffOf(await apiClient(`/session/logout/${encodeURIComponent(mac)}`, { method: "POST" }));
}
