import { apiClient } from "./apiClient.ts";

export async function postSessionLogout(mac: string): Promise<void> {
  await apiClient(`/session/logout/${encodeURIComponent(mac)}`, { method: "POST" });
}
