import type { FastifyBaseLogger } from "fastify";
import { CHECKOUT_COMPLETED } from "./decideCompletion.ts";
import { HOUR } from "../domain/time.ts";
import { newVoucherCode } from "../vouchers/newVoucherCode.ts";
import type { MailQueue } from "./mail/MailQueue.ts";
import type { OrderMailComposer } from "./mail/orderMailComposer.ts";
import type { Metrics } from "../metrics/Metrics.ts";
import type { NetsClient } from "./payments/netsClient.ts";
import type { Storage } from "../storage/Storage.ts";
import { type AwaitingPayment, awaitingPayment, cancelOrder } from "./awaitingPayment.ts";
import { completePayment } from "./completePayment.ts";

// an unpaid payment this old will not be paid any more: the visitor has left the payment window
export const ABANDONED_AFTER_MS = HOUR;
// a round asks about at most this many orders, oldest first; the next round takes the rest
const PER_ROUND = 200;

export interface ReconcileDeps {
  storage: Storage;
  nets: NetsClient;
  mail: MailQueue;
  orderMail: OrderMailComposer;
  metrics: Metrics;
  now: () => number;
  log: FastifyBaseLogger;
}

export interface ReconcileResult {
  fulfilled: number;
  cancelled: number;
  waiting: number;
}

// an abandoned payment is closed at the provider before its order goes: else a visitor still in the
// payment window could pay for an order that no longer exists. False (the order stays, and the next
// round looks again) when the provider refuses, because it was paid meanwhile, or cannot be reached
async function closedAtProvider(deps: ReconcileDeps, order: AwaitingPayment): Promise<boolean> {
  try {
    return await deps.nets.terminatePayment(order.paymentId);
  } catch (err) {
    deps.log.warn({ err, order: order.publicId.slice(0, 6) }, "reconciliation could not terminate a payment");
    return false;
  }
}

/**
 * Paid is always fulfilled: vouchers normally come from the provider's notice, but a notice can
 * be lost (this server killed in between, the provider giving up). For every order that has a
 * payment and no vouchers, ask the provider (Nets Easy: retrieve payment) and complete it the
 * way its notice would have, or cancel it once it is clearly abandoned.
 */
export async function reconcileOrders(deps: ReconcileDeps): Promise<ReconcileResult> {
  const result: ReconcileResult = { fulfilled: 0, cancelled: 0, waiting: 0 };
  for (const order of await awaitingPayment(deps.storage, PER_ROUND)) {
    let state: Awaited<ReturnType<NetsClient["retrievePayment"]>>;
    try {
      state = await deps.nets.retrievePayment(order.paymentId);
    } catch (err) {
      // the provider is unreachable: the next round asks again
      deps.log.warn(
        { err, order: order.publicId.slice(0, 6) },
        "reconciliation could not reach the provider",
      );
      result.waiting++;
      continue;
    }
    const old = deps.now() - order.createdAt > ABANDONED_AFTER_MS;
    if (state.found && state.paid) {
      const outcome = await completePayment(
        deps.storage,
        {
          paymentId: order.paymentId,
          authorization: order.notifyAuth,
          noticeId: "reconciliation",
          event: CHECKOUT_COMPLETED,
          amount: state.amount,
          currency: state.currency,
        },
        deps.now(),
        newVoucherCode,
        deps.orderMail,
      );
      if (outcome.kind === "completed") {
        result.fulfilled++;
        deps.log.info({ order: order.publicId.slice(0, 6) }, "paid order fulfilled by reconciliation");
        deps.metrics.orderCompleted(outcome.order.zoneId, "reconciliation");
        if (outcome.mailId !== null) deps.mail.queued(outcome.mailId, outcome.order.publicId);
      } else if (outcome.kind === "mismatch")
        deps.log.error(
          { order: order.publicId.slice(0, 6), reason: outcome.reason },
          "paid order does not match its payment",
        );
    } else if (!state.found) {
      await cancelOrder(deps.storage, order.publicId, "unknown to the payment provider", deps.now());
      result.cancelled++;
    } else if (old && (await closedAtProvider(deps, order))) {
      await cancelOrder(deps.storage, order.publicId, "not paid within an hour", deps.now());
      result.cancelled++;
    } else result.waiting++;
  }
  return result;
}
