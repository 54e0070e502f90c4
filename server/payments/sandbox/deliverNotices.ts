import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { CHECKOUT_COMPLETED } from "../../domain/decideCompletion.ts";
import type { HttpTransport } from "../HttpTransport.ts";
import type { NetsNotice } from "../NetsPayment.ts";
import type { SandboxPayment } from "./SandboxPayments.ts";

const RETRIES = [1000, 2000, 4000];

export function completedNotice(payment: SandboxPayment): NetsNotice {
  return {
    id: randomBytes(16).toString("hex"),
    merchantId: 100000000,
    timestamp: new Date().toISOString(),
    event: CHECKOUT_COMPLETED,
    data: {
      paymentId: payment.paymentId,
      order: { amount: { amount: payment.amount, currency: payment.currency }, reference: payment.reference },
    },
  };
}

/**
 * Sends the checkout-completed notice to every webhook the payment subscribed it to, after
 * `delayMs`, retrying like a provider does when the answer is not 2xx. Timers are unref'd and
 * cancelled by the returned function, so a closing server is never held open.
 */
export function deliverNotices(
  payment: SandboxPayment,
  delayMs: number,
  transport: HttpTransport,
  log: FastifyBaseLogger,
  timers: Set<ReturnType<typeof setTimeout>>,
): void {
  const hooks = payment.webhooks.filter((hook) => hook.eventName === CHECKOUT_COMPLETED);
  const later = (ms: number, run: () => Promise<void>) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void run();
    }, ms);
    timer.unref?.();
    timers.add(timer);
  };
  for (const hook of hooks) {
    const send = async (attempt: number): Promise<void> => {
      const headers = { authorization: hook.authorization, "content-type": "application/json" };
      const answer = await transport({
        method: "POST",
        url: hook.url,
        headers,
        body: completedNotice(payment),
      })
        .then((r) => r.status)
        .catch(() => 0);
      const next = RETRIES[attempt];
      if (answer >= 200 && answer < 300) return;
      log.warn({ paymentId: payment.paymentId, status: answer, attempt }, "sandbox notice not accepted");
      if (next !== undefined) later(next, () => send(attempt + 1));
    };
    later(delayMs, () => send(0));
  }
}
