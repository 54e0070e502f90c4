import type { SessionTerms, VoucherRecord } from "../domain/types.ts";

export type VoucherStatus = "usable" | "expired" | "used-up";

// a voucher runs from its first activation for durationMs, never past validUntil
export function voucherEndAt(v: VoucherRecord, activatedAt: number): number | null {
  const byDuration = v.durationMs === null ? null : activatedAt + v.durationMs;
  if (byDuration === null) return v.validUntil;
  return v.validUntil === null ? byDuration : Math.min(byDuration, v.validUntil);
}

export function voucherStatus(v: VoucherRecord, now: number): VoucherStatus {
  const endAt = voucherEndAt(v, v.activatedAt ?? now);
  if ((v.validUntil !== null && now >= v.validUntil) || (endAt !== null && now >= endAt)) return "expired";
  if (v.byteLimit !== null && v.bytesUsed >= v.byteLimit) return "used-up";
  return "usable";
}

// what a device activated at `now` gets: the voucher's limits, up to the voucher's end
export function voucherSessionTerms(v: VoucherRecord, now: number): SessionTerms {
  const endAt = voucherEndAt(v, v.activatedAt ?? now);
  return {
    startedAt: now,
    endAt,
    endPermanentAt: endAt,
    periodMs: null,
    resetMethod: null,
    byteLimit: v.byteLimit,
    rxMaxBps: v.rxMaxBps,
    txMaxBps: v.txMaxBps,
    maxClients: v.maxDevices,
    // logging out frees the device slot, so voucher sessions offer it
    logoutMethod: "ACCESS_CONTROLLER",
  };
}
