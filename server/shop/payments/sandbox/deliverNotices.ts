import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { CHECKOUT_COMPLETED, RESERVATION_FAILED } from "../../decideCompletion.ts";
import type { HttpTransport } from "../HttpTransport.ts";
import type { NetsNotice } from "../NetsNotice.ts";
import type { SandboxPayment } from "./SandboxPayments.ts";

const RETRIES = [1000, 2000, 4000];

// the events the sandbox sends: paid, and a card refused (with the issuer's words, as Nets does)
export type SandboxEvent = typeof CHECKOUT_COMPLETED | typeof RESERVATION_FAILED;
export const DECLINED_MESSAGE = "card declined by the issuer";
// the issuer's answer the notice carries: ISO 8583's 05, "do not honor"
const DECLINED_ERROR = { code: "05", message: "Do not honor", source: "Issuer" };

export function sandboxNotice(payment: SandboxPayment, event: SandboxEvent = CHECKOUT_COMPLETED): NetsNotice {
  const order = {
    amount: { amount: payment.amount, currency: payment.currency },
    reference: payment.reference,
  };
  return {
    id: randomBytes(16).toString("hex"),
    merchantId: 100000000,
    timestamp: new Date().toISOString(),
    event,
    data: {
      paymentId: payment.paymentId,
      order,
      ...(event === RESERVATION_FAILED ? { error: DECLINED_ERROR } : {}),
    },
  };
}

/**
 * Sends the event's notice to every webhook the payment subscribed to it, after `delayMs`,
 * retrying like a provider does when the answer is not 2xx. Timers are unref'd and
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
  event: SandboxEvent = CHECKOUT_COMPLETED,
): Promise<void> {
  const hooks = payment.webhooks.filter((hook) => hook.eventName === event);
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
        body: sandboxNotice(payment, event),
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
