import type { Insertable, Selectable } from "kysely";
import type { VoucherRecord } from "../domain/types.ts";
import type { Db } from "../storage/Store.ts";
import type { VouchersTable } from "../storage/Tables.ts";

export function toVoucher(r: Selectable<VouchersTable>): VoucherRecord {
  return {
    zoneId: r.zone_id,
    code: r.code,
    maxDevices: r.max_devices,
    durationMs: r.duration_ms,
    byteLimit: r.byte_limit,
    rxMaxBps: r.rx_max_bps,
    txMaxBps: r.tx_max_bps,
    validUntil: r.valid_until,
    activatedAt: r.activated_at,
    bytesUsed: r.bytes_used,
    revokedAt: r.revoked_at,
  };
}

/** When a voucher is made, and for a batch's, which batch and its number on the sheet. */
export interface VoucherMade {
  createdAt: number;
  batchId?: string;
  batchSerial?: number;
}

export function voucherValues(v: VoucherRecord, made: VoucherMade): Insertable<VouchersTable> {
  return {
    zone_id: v.zoneId,
    code: v.code,
    max_devices: v.maxDevices,
    duration_ms: v.durationMs,
    byte_limit: v.byteLimit,
    rx_max_bps: v.rxMaxBps,
    tx_max_bps: v.txMaxBps,
    valid_until: v.validUntil,
    activated_at: v.activatedAt,
    bytes_used: v.bytesUsed,
    revoked_at: v.revokedAt ?? null,
    created_at: made.createdAt,
    batch_id: made.batchId ?? null,
    batch_serial: made.batchSerial ?? null,
  };
}

export async function insertVoucher(q: Db, v: VoucherRecord, made: VoucherMade): Promise<void> {
  await q.insertInto("vouchers").values(voucherValues(v, made)).execute();
}

// 31^8 codes: a second draw is rare, a tenth one means the generator is not random
const MAX_DRAWS = 10;

/**
 * A code nobody holds yet: in the zone, or in any zone when none is given (a printed code then
 * never names two vouchers, even on another ship).
 */
export async function freeVoucherCode(q: Db, newCode: () => string, zoneId?: string): Promise<string> {
  for (let draw = 0; draw < MAX_DRAWS; draw++) {
    const code = newCode();
    let taken = q.selectFrom("vouchers").select("code").where("code", "=", code);
    if (zoneId !== undefined) taken = taken.where("zone_id", "=", zoneId);
    if (!(await taken.executeTakeFirst())) return code;
  }
  throw new Error(`no free voucher code after ${MAX_DRAWS} draws: is the code generator random?`);
}
