import { apiClient } from "./apiClient.ts";

export async function getOpenAvailable(openId: number, mac: string): Promise<boolean> {
  const answer = await apiClient<unknown>(`/open/${openId}/available/${encodeURIComponent(mac)}`);
  return answer === true;
}
