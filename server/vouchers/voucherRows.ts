import type { Insertable, Selectable } from "kysely";
import type { VoucherRecord } from "../domain/types.ts";
import type { Db } from "../storage/Storage.ts";
import type { VouchersTable } from "../storage/Tables.ts";
import { shipShoreSide } from "../shipShore/shipShoreSide.ts";
import type { CodeSpace } from "./newVoucherCode.ts";

// every column of a voucher's row but its use, which selectVouchers adds from both places
const OWN_COLUMNS = [
  "v.zone_id",
  "v.code",
  "v.max_devices",
  "v.duration_ms",
  "v.byte_limit",
  "v.rx_max_bps",
  "v.tx_max_bps",
  "v.valid_until",
  "v.created_at",
  "v.batch_id",
  "v.batch_serial",
  "v.revoked_at",
] as const;

/**
 * Vouchers (as `v`) with their use: the first activation and the data used, from the voucher's own
 * columns (recorded before 010-ship-and-shore.sql, or by a server of the release before it during
 * a rolling upgrade) and from its voucher_use row (written on board since), the earlier activation
 * and the sum of the bytes. Scalar subqueries, as sessions/sessionRows.ts reads a voucher's total.
 */
export function selectVouchers(q: Db) {
  return q
    .selectFrom("vouchers as v")
    .select(OWN_COLUMNS)
    .select((eb) => {
      const use = () =>
        eb
          .selectFrom("voucher_use as u")
          .whereRef("u.zone_id", "=", "v.zone_id")
          .whereRef("u.code", "=", "v.code");
      return [
        eb.fn.coalesce("v.activated_at", use().select("u.activated_at")).as("activated_at"),
        eb("v.bytes_used", "+", eb.fn.coalesce(use().select("u.bytes_used"), eb.lit(0))).as("bytes_used"),
      ];
    });
}

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

/** A voucher whose code is given (demo data), unless a voucher holds that code in its zone already. */
export async function insertVoucherIfAbsent(q: Db, v: VoucherRecord, made: VoucherMade): Promise<void> {
  await q
    .insertInto("vouchers")
    .values(voucherValues(v, made))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function insertVoucher(q: Db, v: VoucherRecord, made: VoucherMade): Promise<void> {
  await q.insertInto("vouchers").values(voucherValues(v, made)).execute();
}

// 31^8 codes: a second draw is rare, a tenth one means the generator is not random
const MAX_DRAWS = 10;

/** The codes this database may mint: the shore's half, a ship's, or all (voucherCode.ts). */
export async function codeSpaceOf(q: Db): Promise<CodeSpace> {
  const { side } = await shipShoreSide(q);
  return side === "none" ? "any" : side;
}

/**
 * A code no voucher of any zone holds yet (a printed code never names two vouchers, even on
 * another ship), drawn in this database's code space (given, or looked up). Issuing one is
 * issueVoucher.ts's.
 */
export async function freeVoucherCode(
  q: Db,
  newCode: (space: CodeSpace) => string,
  space?: CodeSpace,
): Promise<string> {
  const drawIn = space ?? (await codeSpaceOf(q));
  for (let draw = 0; draw < MAX_DRAWS; draw++) {
    const code = newCode(drawIn);
    const taken = await q.selectFrom("vouchers").select("code").where("code", "=", code).executeTakeFirst();
    if (!taken) return code;
  }
  throw new Error(`no free voucher code after ${MAX_DRAWS} draws: is the code generator random?`);
}
