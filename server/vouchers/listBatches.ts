import type { Storage } from "../storage/Storage.ts";
import { type BatchRecord, toBatch } from "./batchRecord.ts";
import { selectVouchers, toVoucher } from "./voucherRows.ts";
import { VOUCHER_STATES, type VoucherState, voucherState } from "./voucherState.ts";

export interface BatchSummary extends BatchRecord {
  /** how many of its vouchers stand where, now */
  states: Record<VoucherState, number>;
}

/** A zone's batches, newest first, each with its stock by state (npm run vouchers -- list). */
export async function listBatches(store: Storage, zoneId: string, now: number): Promise<BatchSummary[]> {
  const batches = await store.db
    .selectFrom("voucher_batches")
    .selectAll()
    .where("zone_id", "=", zoneId)
    .orderBy("created_at", "desc")
    .orderBy("batch_id", "desc")
    .execute();
  const vouchers = await selectVouchers(store.db)
    .where("v.zone_id", "=", zoneId)
    .where("v.batch_id", "is not", null)
    .execute();
  const states = new Map<string, Record<VoucherState, number>>();
  for (const row of vouchers) {
    const batch = row.batch_id as string;
    const counts =
      states.get(batch) ??
      (Object.fromEntries(VOUCHER_STATES.map((s) => [s, 0])) as Record<VoucherState, number>);
    counts[voucherState(toVoucher(row), now)]++;
    states.set(batch, counts);
  }
  return batches.map((row) => ({
    ...toBatch(row),
    states:
      states.get(row.batch_id) ??
      (Object.fromEntries(VOUCHER_STATES.map((s) => [s, 0])) as Record<VoucherState, number>),
  }));
}
