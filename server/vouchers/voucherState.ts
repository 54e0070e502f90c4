import type { VoucherRecord } from "../domain/types.ts";
import { voucherStatus } from "./voucherSessionTerms.ts";

/** Where a voucher stands, as an operator counts stock: in this order of precedence. */
export type VoucherState = "revoked" | "expired" | "used-up" | "active" | "unused";

export const VOUCHER_STATES: VoucherState[] = ["unused", "active", "used-up", "expired", "revoked"];

// pure: "unused" is sellable stock (never activated, still valid); "active" has started its clock
export function voucherState(v: VoucherRecord, now: number): VoucherState {
  if (v.revokedAt != null) return "revoked";
  const status = voucherStatus(v, now);
  if (status !== "usable") return status;
  return v.activatedAt === null ? "unused" : "active";
}
