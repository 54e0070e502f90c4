import { apiClient } from "./apiClient.ts";
import { type HandoffStep, handoffOf } from "./types.ts";

/** A new period; the gateway's login step when the zone's gateway has one. */
export async function postSessionReset(mac: string): Promise<HandoffStep | undefined> {
  return handoffOf(await apiClient(`/session/reset/${encodeURIComponent(mac)}`, { method: "POST" }));
}
