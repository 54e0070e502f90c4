import type { Db, Storage } from "../storage/Storage.ts";
import { zoneCalendar } from "../zones/zoneCalendar.ts";
import { issueVoucher } from "./issueVoucher.ts";
import { codeSpaceOf } from "./voucherRows.ts";
import { type CodeSpace, newVoucherCode as drawCode } from "./newVoucherCode.ts";
import { refuseOnBoard } from "../shipShore/refuseOnBoard.ts";

/** What one voucher of a batch sells for at the desk: minor units of an ISO 4217 currency. */
export interface BatchPrice {
  amount: number;
  currency: string;
}

// a batch of vouchers for the info desk (npm run vouchers); null: unlimited
export interface VoucherBatch {
  zoneId: string;
  count: number;
  durationMs: number;
  maxDevices: number;
  byteLimit: number | null;
  validUntil: number | null;
  // the speed each voucher gets, bytes per second (down: what the device receives); null or absent:
  // none, and the gateway's Accept carries no bandwidth attribute
  rxMaxBps?: number | null;
  txMaxBps?: number | null;
  // the operator's own words about the batch ("bar, summer season")
  note?: string | null;
  price?: BatchPrice | null;
  // default: the clock's now
  createdAt?: number;
}

export interface MintedBatch {
  batchId: string;
  codes: string[];
}

// one batch at a time across a cluster (any fixed number): two batches never draw the same code
const MINT_LOCK = 0x6a6e_7761_7904;

// when it was minted, to the minute, in the zone's calendar ("20260329-1405"), as the desk would
// name it; a second batch within the minute (in any zone) gets "-2", "-3" …
async function freeBatchId(q: Db, zoneId: string, at: number): Promise<string> {
  const zone = await q
    .selectFrom("zones")
    .select("time_zone")
    .where("zone_id", "=", zoneId)
    .executeTakeFirst();
  const base = zoneCalendar({ timeZone: zone?.time_zone }).minute(at).replace(/[-:]/g, "").replace(" ", "-");
  for (let n = 1; ; n++) {
    const id = n === 1 ? base : `${base}-${n}`;
    const taken = await q
      .selectFrom("voucher_batches")
      .select("batch_id")
      .where("batch_id", "=", id)
      .executeTakeFirst();
    if (!taken) return id;
  }
}

/**
 * A batch: its row, then fresh codes none held in any zone yet, numbered as on the sheet, all
 * inserted or none. Returns the batch's id and its codes in order.
 */
export function mintVouchers(
  store: Storage,
  batch: VoucherBatch,
  newCode: (space: CodeSpace) => string = drawCode,
): Promise<MintedBatch> {
  const createdAt = batch.createdAt ?? Date.now();
  return store.transaction(async (tx) => {
    await tx.lock(MINT_LOCK);
    // a linked vessel's batches are the shore's: minted there, they reach the ship with the link
    await refuseOnBoard(tx.q, "mints batches");
    const space = await codeSpaceOf(tx.q);
    const batchId = await freeBatchId(tx.q, batch.zoneId, createdAt);
    await tx.q
      .insertInto("voucher_batches")
      .values({
        ...{ batch_id: batchId, zone_id: batch.zoneId, created_at: createdAt, note: batch.note ?? null },
        ...{ price_amount: batch.price?.amount ?? null, price_currency: batch.price?.currency ?? null },
        ...{ valid_until: batch.validUntil, voucher_count: batch.count, duration_ms: batch.durationMs },
        ...{ max_devices: batch.maxDevices, byte_limit: batch.byteLimit },
        ...{ rx_max_bps: batch.rxMaxBps ?? null, tx_max_bps: batch.txMaxBps ?? null },
      })
      .execute();
    const codes: string[] = [];
    for (let n = 0; n < batch.count; n++) {
      const code = await issueVoucher(
        tx.q,
        {
          ...{ zoneId: batch.zoneId, maxDevices: batch.maxDevices, durationMs: batch.durationMs },
          ...{ byteLimit: batch.byteLimit, validUntil: batch.validUntil },
          ...{ rxMaxBps: batch.rxMaxBps ?? null, txMaxBps: batch.txMaxBps ?? null },
        },
        { createdAt, batchId, batchSerial: n + 1 },
        { newCode, space },
      );
      codes.push(code);
    }
    return { batchId, codes };
  });
}
