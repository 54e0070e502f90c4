import type { Database } from "better-sqlite3";
import { newVoucherCode } from "../../domain/voucherCode.ts";
import type { VoucherBatch } from "../Storage.ts";
import { INSERT_VOUCHER } from "./voucherSql.ts";

// 31^8 codes: a second draw is rare, a tenth one means the generator is not random
const MAX_DRAWS = 10;

/**
 * Inserts a batch of fresh vouchers in one IMMEDIATE transaction: all or none. A code already held
 * in any zone is drawn again, so a printed code never names two vouchers, even on another ship.
 */
export function mintVouchers(
  db: Database,
  batch: VoucherBatch,
  newCode: () => string = newVoucherCode,
): string[] {
  const taken = db.prepare("SELECT EXISTS (SELECT 1 FROM vouchers WHERE code = ?) AS taken");
  const insert = db.prepare(INSERT_VOUCHER);
  const fresh = (): string => {
    for (let draw = 0; draw < MAX_DRAWS; draw++) {
      const code = newCode();
      if ((taken.get(code) as { taken: number }).taken === 0) return code;
    }
    throw new Error(`no free voucher code after ${MAX_DRAWS} draws: is the code generator random?`);
  };
  return db
    .transaction(() => {
      const codes: string[] = [];
      for (let n = 0; n < batch.count; n++) {
        const code = fresh();
        insert.run({
          zoneId: batch.zoneId,
          code,
          maxDevices: batch.maxDevices,
          durationMs: batch.durationMs,
          byteLimit: batch.byteLimit,
          rxMaxBps: null,
          txMaxBps: null,
          validUntil: batch.validUntil,
          activatedAt: null,
          bytesUsed: 0,
        });
        codes.push(code);
      }
      return codes;
    })
    .immediate();
}
