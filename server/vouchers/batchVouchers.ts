import { DEFAULT_TIME_ZONE } from "../zones/zoneCalendar.ts";
import type { Storage } from "../storage/Storage.ts";
import { type BatchRecord, findBatch } from "./batchRecord.ts";
import { selectVouchers, toVoucher } from "./voucherRows.ts";
import { type VoucherState, voucherState } from "./voucherState.ts";

export interface BatchVoucher {
  serial: number;
  code: string;
  state: VoucherState;
  activatedAt: number | null;
  revokedAt: number | null;
}

/**
 * A batch with its vouchers in sheet order, each with its state now, and its zone's time zone (a
 * retired zone's too); undefined: no such batch.
 */
export async function batchVouchers(
  store: Storage,
  batchId: string,
  now: number,
): Promise<{ batch: BatchRecord; vouchers: BatchVoucher[]; timeZone: string } | undefined> {
  const batch = await findBatch(store.db, batchId);
  if (!batch) return undefined;
  const zone = await store.db
    .selectFrom("zones")
    .select("time_zone")
    .where("zone_id", "=", batch.zoneId)
    .executeTakeFirst();
  const rows = await selectVouchers(store.db)
    .where("v.batch_id", "=", batchId)
    .orderBy("v.batch_serial")
    .execute();
  const vouchers = rows.map((row) => ({
    serial: row.batch_serial ?? 0,
    code: row.code,
    state: voucherState(toVoucher(row), now),
    activatedAt: row.activated_at,
    revokedAt: row.revoked_at,
  }));
  return { batch, vouchers, timeZone: zone?.time_zone ?? DEFAULT_TIME_ZONE };
}
