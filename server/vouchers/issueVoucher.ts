import type { VoucherRecord } from "../domain/types.ts";
import type { Db } from "../storage/Storage.ts";
import { type CodeSpace, newVoucherCode } from "./newVoucherCode.ts";
import { freeVoucherCode, insertVoucher, type VoucherMade } from "./voucherRows.ts";

/** What a voucher gives: its zone, devices, time, data and speed (null: no limit). */
export type VoucherTerms = Omit<VoucherRecord, "code" | "activatedAt" | "bytesUsed" | "revokedAt">;

/**
 * The one way a voucher comes to exist (a desk's batch, a paid order, a cruise charge), inside the
 * caller's transaction: a code no voucher of any zone holds (a printed or mailed code names one
 * voucher in the whole fleet), drawn in this database's code space (the shore's 2–9/A–G, a ship's
 * H–Z: voucherCode.ts), then its row. Returns the code.
 */
export async function issueVoucher(
  q: Db,
  terms: VoucherTerms,
  made: VoucherMade,
  draw: { newCode?: (space: CodeSpace) => string; space?: CodeSpace } = {},
): Promise<string> {
  const code = await freeVoucherCode(q, draw.newCode ?? newVoucherCode, draw.space);
  await insertVoucher(q, { ...terms, code, activatedAt: null, bytesUsed: 0 }, made);
  return code;
}
