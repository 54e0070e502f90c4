import { apiClient } from "./apiClient.ts";

export async function postSessionReset(mac: string): Promise<void> {
  await apiClient(`/session/reset/${encodeURIComponent(mac)}`, { method: "POST" });
}
