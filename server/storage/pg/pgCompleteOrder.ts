import { decideCompletion } from "../../domain/decideCompletion.ts";
import type { CompletionNotice, CompletionOutcome, OrderRecord, PurchasedVoucher } from "../OrderStorage.ts";
import type { PaymentRow } from "../sqlite/orderRows.ts";
import type { Queryable } from "./pgPool.ts";

interface Completion {
  notice: CompletionNotice;
  payment: PaymentRow;
  order: OrderRecord;
  now: number;
  newCode: () => string;
}

export const ORDER_VOUCHERS =
  "SELECT code, name, description FROM order_vouchers WHERE public_id = $1 ORDER BY position";

// a code nobody in the zone holds yet; 31^8 codes make a second draw rare, a tenth one absurd
async function uniqueCode(db: Queryable, zoneId: string, newCode: () => string): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const code = newCode();
    const { rowCount } = await db.query("SELECT 1 FROM vouchers WHERE zone_id = $1 AND code = $2", [
      zoneId,
      code,
    ]);
    if (!rowCount) return code;
  }
  throw new Error("no free voucher code after 10 draws: is the code generator random?");
}

/** Runs inside the caller's transaction, the payment's row locked: decides and, the first time, creates the vouchers. */
export async function pgCompleteOrder(db: Queryable, c: Completion): Promise<CompletionOutcome> {
  const { notice, payment, order, now } = c;
  const decision = decideCompletion({
    authorization: notice.authorization,
    expectedAuthorization: payment.notify_auth,
    event: notice.event,
    amount: notice.amount,
    currency: notice.currency,
    order,
  });
  if (decision.kind === "already-completed") {
    const { rows } = await db.query<PurchasedVoucher>(ORDER_VOUCHERS, [order.publicId]);
    return { kind: "already-completed", order, vouchers: rows };
  }
  if (decision.kind !== "complete") return decision;

  const vouchers: PurchasedVoucher[] = [];
  for (const line of order.lines) {
    for (let n = 0; n < line.quantity; n++) {
      const code = await uniqueCode(db, order.zoneId, c.newCode);
      await db.query(
        `INSERT INTO vouchers (zone_id, code, max_devices, duration_ms, byte_limit, rx_max_bps, tx_max_bps,
         valid_until, activated_at, bytes_used) VALUES ($1, $2, $3, $4, $5, $6, $7, NULL, NULL, 0)`,
        [order.zoneId, code, line.maxDevices, line.durationMs, line.byteLimit, line.rxMaxBps, line.txMaxBps],
      );
      await db.query(
        `INSERT INTO order_vouchers (public_id, position, zone_id, code, name, description)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [order.publicId, vouchers.length, order.zoneId, code, line.name, line.description],
      );
      vouchers.push({ code, name: line.name, description: line.description });
    }
  }
  await db.query("UPDATE payments SET status = 'completed', completed_at = $1 WHERE payment_id = $2", [
    now,
    payment.payment_id,
  ]);
  await db.query("UPDATE orders SET status = 'completed', completed_at = $1 WHERE public_id = $2", [
    now,
    order.publicId,
  ]);
  return { kind: "completed", order, vouchers };
}
