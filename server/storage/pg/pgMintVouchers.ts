import { newVoucherCode } from "../../domain/voucherCode.ts";
import type { VoucherBatch } from "../Storage.ts";
import type { Pool } from "./pgPool.ts";
import { transaction } from "./pgTransaction.ts";
import { INSERT_VOUCHER, voucherValues } from "./pgVoucherSql.ts";

// 31^8 codes: a second draw is rare, a tenth one means the generator is not random
const MAX_DRAWS = 10;
// one batch at a time across the cluster (any fixed number): two batches never draw the same code
const MINT_LOCK = 0x6a6e_7761_7904;

/** SQLite's mintVouchers on PostgreSQL: all or none, a code held in any zone is drawn again. */
export async function pgMintVouchers(
  pool: Pool,
  batch: VoucherBatch,
  newCode: () => string = newVoucherCode,
): Promise<string[]> {
  return transaction(pool, async (db) => {
    await db.query("SELECT pg_advisory_xact_lock($1)", [MINT_LOCK]);
    const fresh = async (): Promise<string> => {
      for (let draw = 0; draw < MAX_DRAWS; draw++) {
        const code = newCode();
        const { rows } = await db.query("SELECT 1 FROM vouchers WHERE code = $1", [code]);
        if (rows.length === 0) return code;
      }
      throw new Error(`no free voucher code after ${MAX_DRAWS} draws: is the code generator random?`);
    };
    const codes: string[] = [];
    for (let n = 0; n < batch.count; n++) {
      const code = await fresh();
      await db.query(
        INSERT_VOUCHER,
        voucherValues({
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
        }),
      );
      codes.push(code);
    }
    return codes;
  });
}
