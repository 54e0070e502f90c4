import { apiClient } from "./apiClient.ts";

/** Test mode's POST twin of the redirect to /auth: answers where the browser would have gone. */
export async function postRadiusAuthorize(body: { mac: string; captiveStep: number; retryCount: number }) {
  return apiClient<{ authorized?: boolean; redirect: string }>("/radius/authorize", { method: "POST", body });
}
