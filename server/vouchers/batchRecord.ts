import type { Selectable } from "kysely";
import type { Db } from "../storage/Storage.ts";
import type { VoucherBatchesTable } from "../storage/Tables.ts";
import type { BatchPrice } from "./mintVouchers.ts";

/** A batch as minted (npm run vouchers): its terms, the operator's note and price. */
export interface BatchRecord {
  batchId: string;
  zoneId: string;
  createdAt: number;
  note: string | null;
  price: BatchPrice | null;
  validUntil: number | null;
  count: number;
  durationMs: number | null;
  maxDevices: number | null;
  byteLimit: number | null;
  // bytes per second each voucher may use, down and up; null: no limit
  rxMaxBps: number | null;
  txMaxBps: number | null;
}

export const toBatch = (r: Selectable<VoucherBatchesTable>): BatchRecord => ({
  ...{ batchId: r.batch_id, zoneId: r.zone_id, createdAt: r.created_at, note: r.note },
  price:
    r.price_amount === null || r.price_currency === null
      ? null
      : { amount: r.price_amount, currency: r.price_currency },
  ...{ validUntil: r.valid_until, count: r.voucher_count, durationMs: r.duration_ms },
  ...{ maxDevices: r.max_devices, byteLimit: r.byte_limit },
  ...{ rxMaxBps: r.rx_max_bps, txMaxBps: r.tx_max_bps },
});

export async function findBatch(q: Db, batchId: string): Promise<BatchRecord | undefined> {
  const row = await q
    .selectFrom("voucher_batches")
    .selectAll()
    .where("batch_id", "=", batchId)
    .executeTakeFirst();
  return row && toBatch(row);
}

// the batch ids nearest a typo are the operator's best hint
export async function batchIds(q: Db): Promise<string[]> {
  const rows = await q
    .selectFrom("voucher_batches")
    .select("batch_id")
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((r) => r.batch_id);
}
