import { timingSafeEqual } from "node:crypto";

// the provider's event that says the visitor paid (Nets Easy: payment.checkout.completed)
export const CHECKOUT_COMPLETED = "payment.checkout.completed";

export type CompletionDecision =
  | { kind: "unauthorized" }
  | { kind: "ignored"; event: string }
  | { kind: "mismatch"; reason: string }
  | { kind: "already-completed" }
  | { kind: "complete" };

export interface CompletionInput {
  // what the notice carried and what the payment was created with
  authorization: string;
  expectedAuthorization: string;
  event: string;
  amount: number | undefined;
  currency: string | undefined;
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
 * currency is not the order's completes nothing.
 */
export function decideCompletion(input: CompletionInput): CompletionDecision {
  if (!sameSecret(input.authorization, input.expectedAuthorization)) return { kind: "unauthorized" };
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
