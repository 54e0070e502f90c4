import { newVoucherCode } from "./voucherCode.ts";
import type { Store } from "../storage/Store.ts";
import { freeVoucherCode, insertVoucher } from "./voucherRows.ts";

// a batch of vouchers for the info desk (npm run vouchers); null: unlimited
export interface VoucherBatch {
  zoneId: string;
  count: number;
  durationMs: number;
  maxDevices: number;
  byteLimit: number | null;
  validUntil: number | null;
}

// one batch at a time across a cluster (any fixed number): two batches never draw the same code
const MINT_LOCK = 0x6a6e_7761_7904;

/** Fresh codes, none held in any zone yet, all inserted or none; returns them in order. */
export function mintVouchers(
  store: Store,
  batch: VoucherBatch,
  newCode: () => string = newVoucherCode,
): Promise<string[]> {
  return store.transaction(async (tx) => {
    await tx.lock(MINT_LOCK);
    const codes: string[] = [];
    for (let n = 0; n < batch.count; n++) {
      const code = await freeVoucherCode(tx.q, newCode);
      await insertVoucher(tx.q, {
        ...{ zoneId: batch.zoneId, code, maxDevices: batch.maxDevices, durationMs: batch.durationMs },
        ...{ byteLimit: batch.byteLimit, rxMaxBps: null, txMaxBps: null, validUntil: batch.validUntil },
        ...{ activatedAt: null, bytesUsed: 0 },
      });
      codes.push(code);
    }
    return codes;
  });
}
