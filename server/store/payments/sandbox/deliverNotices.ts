import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { CHECKOUT_COMPLETED } from "../../decideCompletion.ts";
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
 * kept in `timers` for the server to cancel, so a closing server is never held open. Without a
 * delay the first attempts go out at once, and the promise settles when they are answered (a
 * test's resend then knows its notice was taken, without waiting a guessed while).
 */
export function deliverNotices(
  payment: SandboxPayment,
  delayMs: number,
  transport: HttpTransport,
  log: FastifyBaseLogger,
  timers: Set<ReturnType<typeof setTimeout>>,
): Promise<void> {
  const hooks = payment.webhooks.filter((hook) => hook.eventName === CHECKOUT_COMPLETED);
  const later = (ms: number, run: () => Promise<void>) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void run();
    }, ms);
    timer.unref?.();
    timers.add(timer);
  };
  const first: Promise<void>[] = [];
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
    if (delayMs > 0) later(delayMs, () => send(0));
    else first.push(send(0));
  }
  return Promise.all(first).then(() => undefined);
}
