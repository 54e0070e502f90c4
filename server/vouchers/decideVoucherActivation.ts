import { voucherStatus } from "./voucherSessionTerms.ts";
import type { VoucherRecord } from "../domain/types.ts";

export interface BoundDevice {
  mac: string;
  authedAt: number;
}

export type VoucherDecision =
  | { kind: "unknown" }
  // answered exactly as an unknown code (the route): a lost sheet's codes tell a finder nothing;
  // only the attempt log says it was a revoked one
  | { kind: "revoked" }
  | { kind: "expired" }
  | { kind: "used-up" }
  | { kind: "device-limit"; maxDevices: number }
  | { kind: "already-active" }
  | { kind: "activate"; logout: string[] };

export interface VoucherActivationInput {
  voucher: VoucherRecord | undefined;
  // devices the voucher currently authorises (backend authed)
  bound: BoundDevice[];
  mac: string;
  logoutOldest: boolean;
  now: number;
}

// pure: the storage runs it inside the transaction that applies the result
export function decideVoucherActivation(input: VoucherActivationInput): VoucherDecision {
  const { voucher, bound, mac, logoutOldest, now } = input;
  if (!voucher) return { kind: "unknown" };
  // before anything else: a revoked code is not even "already active" on a device that had it
  if (voucher.revokedAt != null) return { kind: "revoked" };
  const status = voucherStatus(voucher, now);
  if (status !== "usable") return { kind: status };
  if (bound.some((d) => d.mac === mac)) return { kind: "already-active" };
  const max = voucher.maxDevices;
  if (max === null || bound.length < max) return { kind: "activate", logout: [] };
  if (!logoutOldest) return { kind: "device-limit", maxDevices: max };
  // free exactly enough slots, oldest first
  const oldestFirst = [...bound].sort((a, b) => a.authedAt - b.authedAt || a.mac.localeCompare(b.mac));
  return { kind: "activate", logout: oldestFirst.slice(0, bound.length - max + 1).map((d) => d.mac) };
}
