import { apiClient } from "./apiClient.ts";
import { type HandoffStep, handoffOf } from "./types.ts";

/** The open access started; the gateway's login step when the zone's gateway has one. */
export async function postOpenAuth(openId: number, mac: string): Promise<HandoffStep | undefined> {
  return handoffOf(await apiClient(`/open/${openId}/auth/${encodeURIComponent(mac)}`, { method: "POST" }));
}
