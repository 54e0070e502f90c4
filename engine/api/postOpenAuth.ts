import { apiClient } from "./apiClient.ts";

export async function postOpenAuth(openId: number, mac: string): Promise<void> {
  await apiClient(`/open/${openId}/auth/${encodeURIComponent(mac)}`, { method: "POST" });
}
