import { decideCompletion } from "./decideCompletion.ts";
import type { Storage } from "../storage/Storage.ts";
import { issueVoucher } from "../vouchers/issueVoucher.ts";
import type { CompletionNotice, CompletionOutcome, OrderRecord, PurchasedVoucher } from "./OrderRecord.ts";
import { orderById, orderVouchers } from "./orderRows.ts";
import { enqueueMail } from "./mail/enqueueMail.ts";
import type { MailVoucher } from "./mail/orderMail.ts";
import type { OrderMailComposer } from "./mail/orderMailComposer.ts";

/**
 * The provider's server-side notice (or reconciliation asking the provider): the only way vouchers
 * come to exist. The payment's row and its order's are locked, so copies of one notice, and the
 * notices of two payments of one order, take turns on any server: the first creates the vouchers,
 * the rest find the order completed. Every notice is kept, unless it is not the provider's. The
 * order e-mail joins the outbox in the same transaction: paid vouchers never lack their mail.
 */
export function completePayment(
  store: Storage,
  notice: CompletionNotice,
  now: number,
  newCode: () => string,
  // the order e-mail's words (the buyer's language, the ship's and operator's names, the portal)
  composeMail: OrderMailComposer,
): Promise<CompletionOutcome> {
  return store.transaction(async (tx): Promise<CompletionOutcome> => {
    const { q } = tx;
    const payment = await tx
      .forUpdate(q.selectFrom("payments").selectAll().where("payment_id", "=", notice.paymentId))
      .executeTakeFirst();
    if (!payment) return { kind: "unknown-payment" };
    await tx
      .forUpdate(q.selectFrom("orders").select("public_id").where("public_id", "=", payment.public_id))
      .execute();
    const order = (await orderById(store, q, payment.public_id)) as OrderRecord;
    const decision = decideCompletion({
      ...{ authorization: notice.authorization, expectedAuthorization: payment.notify_auth },
      ...{
        event: notice.event,
        amount: notice.amount,
        currency: notice.currency,
        error: notice.error,
        order,
      },
    });
    if (decision.kind !== "unauthorized")
      await q
        .insertInto("payment_notices")
        .values({
          ...{ payment_id: notice.paymentId, notice_id: notice.noticeId, event: notice.event },
          ...{ received_at: now, outcome: decision.kind === "complete" ? "completed" : decision.kind },
        })
        .execute();
    if (decision.kind === "already-completed")
      return { kind: "already-completed", order, vouchers: await orderVouchers(q, order.publicId) };
    if (decision.kind === "declined") {
      // its key is kept: the payment is still open, and the visitor's retry answers it again
      await q
        .updateTable("orders")
        .set({ status: "failed", failure_reason: decision.reason, ended_at: now })
        .where("public_id", "=", order.publicId)
        .where("status", "=", "pending")
        .execute();
      return { kind: "declined", order, reason: decision.reason };
    }
    if (decision.kind !== "complete") return decision;
    const vouchers: PurchasedVoucher[] = [];
    const mailed: MailVoucher[] = [];
    for (const line of order.lines)
      for (let n = 0; n < line.quantity; n++) {
        const code = await issueVoucher(
          q,
          {
            ...{ zoneId: order.zoneId, maxDevices: line.maxDevices, durationMs: line.durationMs },
            ...{ byteLimit: line.byteLimit, rxMaxBps: line.rxMaxBps, txMaxBps: line.txMaxBps },
            validUntil: null,
          },
          { createdAt: now },
          { newCode },
        );
        await q
          .insertInto("order_vouchers")
          .values({
            public_id: order.publicId,
            position: vouchers.length,
            zone_id: order.zoneId,
            code,
            name: line.name,
            description: line.description,
            translations_json: line.translations ? JSON.stringify(line.translations) : null,
          })
          .execute();
        vouchers.push({
          code,
          name: line.name,
          description: line.description,
          translations: line.translations,
        });
        mailed.push({
          ...{ code, name: line.name, description: line.description, translations: line.translations },
          ...{ durationMs: line.durationMs, byteLimit: line.byteLimit, maxDevices: line.maxDevices },
          rxMaxBps: line.rxMaxBps,
        });
      }
    await q
      .updateTable("payments")
      .set({ status: "completed", completed_at: now })
      .where("payment_id", "=", payment.payment_id)
      .execute();
    // paid after a declined card: the earlier refusal is no longer why anything
    await q
      .updateTable("orders")
      .set({ status: "completed", completed_at: now, failure_reason: null, ended_at: null })
      .where("public_id", "=", order.publicId)
      .execute();
    const mailId = order.customer
      ? await enqueueMail(q, composeMail({ ...order, customer: order.customer }, mailed), now)
      : null;
    const completed = (await orderById(store, q, order.publicId)) as OrderRecord;
    return { kind: "completed", order: completed, vouchers, mailId };
  });
}
