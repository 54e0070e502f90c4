import { apiClient } from "./apiClient.ts";
import type { VoucherAuthRequest } from "./types.ts";

/** "device-limit" is the server's 300: the voucher is on as many devices as it allows. */
export type VoucherAuthResult = "ok" | "device-limit";

export async function postVoucherAuth(body: VoucherAuthRequest): Promise<VoucherAuthResult> {
  // ofetch throws only on 4xx/5xx; a 300 (no Location, so fetch does not follow it) arrives here
  const response = await apiClient.raw("/voucher/auth", { method: "POST", body });
  return response.status === 300 ? "device-limit" : "ok";
}
