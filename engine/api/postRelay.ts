import { apiClient } from "./apiClient.ts";

/** Test mode's POST twin of the redirect to /triggerrelay. */
export async function postRelay(relayId: string, body: { mac: string; captiveStep: number }) {
  return apiClient<{ redirect: string }>(`/relay/${encodeURIComponent(relayId)}`, { method: "POST", body });
}
