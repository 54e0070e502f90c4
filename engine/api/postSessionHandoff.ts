import { apiClient } from "./apiClient.ts";
import { type HandoffStep, handoffOf } from "./types.ts";

/** Another try at the gateway's login, with a fresh one-time credential (none: the spec's controller). */
export async function postSessionHandoff(mac: string): Promise<HandoffStep | undefined> {
  return handoffOf(await apiClient(`/session/handoff/${encodeURIComponent(mac)}`, { method: "POST" }));
}
