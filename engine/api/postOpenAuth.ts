import { apiClient } from "./apiClient.ts";
import type { OpenAuthRequest } from "./types.ts";

/** Starts a trial or free access; the server refuses it unless the passenger accepted the terms. */
export async function postOpenAuth(openId: number, mac: string, body: OpenAuthRequest): Promise<void> {
  await apiClient(`/open/${openId}/auth/${encodeURIComponent(mac)}`, { method: "POST", body });
}
