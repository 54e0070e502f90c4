import { timingSafeEqual } from "node:crypto";

// the provider's event that says the visitor paid (Nets Easy: payment.checkout.completed)
export const CHECKOUT_COMPLETED = "payment.checkout.completed";
// and the one that says a card was refused (Nets Easy: payment.reservation.failed); the payment
// window stays open for another card
export const RESERVATION_FAILED = "payment.reservation.failed";

export type CompletionDecision =
  | { kind: "unauthorized" }
  | { kind: "ignored"; event: string }
  | { kind: "mismatch"; reason: string }
  | { kind: "already-completed" }
  | { kind: "complete" }
  // a card refused for a pending order: the checkout fails at once, with why
  | { kind: "declined"; reason: string };

export interface CompletionInput {
  // what the notice carried and what the payment was created with
  authorization: string;
  expectedAuthorization: string;
  event: string;
  amount: number | undefined;
  currency: string | undefined;
  // payment.reservation.failed: the provider's words on the refusal
  error?: string | undefined;
  order: { status: string; amount: number; currency: string };
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Whether a completion notice completes its order. A repeated notice is answered as already
 * completed (the provider may send one more than once, or late); a notice whose amount or
 * currency is not the order's completes nothing. A declined card fails a pending order.
 */
export function decideCompletion(input: CompletionInput): CompletionDecision {
  if (!sameSecret(input.authorization, input.expectedAuthorization)) return { kind: "unauthorized" };
  // a refusal after the order was paid (another card) or given up changes nothing
  if (input.event === RESERVATION_FAILED)
    return input.order.status === "pending"
      ? {
          kind: "declined",
          reason: input.error ? `card declined (${input.error.slice(0, 200)})` : "card declined",
        }
      : { kind: "ignored", event: input.event };
  if (input.event !== CHECKOUT_COMPLETED) return { kind: "ignored", event: input.event };
  if (input.order.status === "completed") return { kind: "already-completed" };
  const { amount, currency, order } = input;
  if (amount !== order.amount || currency !== order.currency)
    return {
      kind: "mismatch",
      reason: `notice says ${amount ?? "?"} ${currency ?? "?"}, the order is ${order.amount} ${order.currency}`,
    };
  return { kind: "complete" };
}
