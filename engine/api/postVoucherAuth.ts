import { apiClient } from "./apiClient.ts";
import { type HandoffStep, handoffOf, type VoucherAuthRequest } from "./types.ts";

/** "device-limit" is the server's 300: the voucher is on as many devices as it allows. */
export type VoucherAuthResult = { result: "ok"; handoff?: HandoffStep } | { result: "device-limit" };

export async function postVoucherAuth(body: VoucherAuthRequest): Promise<VoucherAuthResult> {
  // ofetch throws only on 4xx/5xx; a 300 (no Location, so fetch does not follow it) arrives here
  const response = await apiClient.raw("/voucher/auth", { method: "POST", body });
  if (response.status === 300) return { result: "device-limit" };
  const handoff = handoffOf(response._data);
  return handoff ? { result: "ok", handoff } : { result: "ok" };
}
