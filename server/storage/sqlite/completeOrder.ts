import { decideCompletion } from "../../domain/decideCompletion.ts";
import type { CompletionNotice, CompletionOutcome, OrderRecord, PurchasedVoucher } from "../OrderStorage.ts";
import type { OrderStatements } from "./orderStatements.ts";
import type { PaymentRow } from "./orderRows.ts";

interface Completion {
  notice: CompletionNotice;
  payment: PaymentRow;
  order: OrderRecord;
  now: number;
  newCode: () => string;
}

// a code nobody in the zone holds yet; 31^8 codes make a second draw rare, a tenth one absurd
function uniqueCode(q: OrderStatements, zoneId: string, newCode: () => string): string {
  for (let attempt = 0; attempt < 10; attempt++) {
    const code = newCode();
    if ((q.codeTaken.get(zoneId, code) as { taken: number }).taken === 0) return code;
  }
  throw new Error("no free voucher code after 10 draws: is the code generator random?");
}

/** Runs inside the caller's transaction: decides on the notice and, the first time, creates the vouchers. */
export function completeOrder(q: OrderStatements, c: Completion): CompletionOutcome {
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
    const vouchers = q.orderVouchers.all(order.publicId) as PurchasedVoucher[];
    return { kind: "already-completed", order, vouchers };
  }
  if (decision.kind !== "complete") return decision;

  const vouchers: PurchasedVoucher[] = [];
  for (const line of order.lines) {
    for (let n = 0; n < line.quantity; n++) {
      const code = uniqueCode(q, order.zoneId, c.newCode);
      q.insertVoucher.run({ ...line, zoneId: order.zoneId, code });
      q.insertOrderVoucher.run(
        order.publicId,
        vouchers.length,
        order.zoneId,
        code,
        line.name,
        line.description,
      );
      vouchers.push({ code, name: line.name, description: line.description });
    }
  }
  q.completePayment.run(now, payment.payment_id);
  q.setOrderStatus.run("completed", now, order.publicId);
  return { kind: "completed", order, vouchers };
}
