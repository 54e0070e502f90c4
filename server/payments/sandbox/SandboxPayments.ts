import { randomBytes } from "node:crypto";
import type { NetsCreatePayment, NetsWebhook } from "../NetsPayment.ts";

export interface SandboxPayment {
  paymentId: string;
  amount: number;
  currency: string;
  reference: string;
  items: { name: string; quantity: number; grossTotalAmount: number }[];
  webhooks: NetsWebhook[];
  status: "open" | "reserved";
  createdAt: number;
}

/**
 * The sandbox's payments, in memory: like a real provider it is another service, and a restart
 * of this server forgets its open payments (orders already completed are in the database).
 */
export class SandboxPayments {
  readonly #payments = new Map<string, SandboxPayment>();

  create(request: NetsCreatePayment, now: number): SandboxPayment {
    const payment: SandboxPayment = {
      paymentId: randomBytes(16).toString("hex"),
      amount: request.order.amount,
      currency: request.order.currency,
      reference: request.order.reference ?? "",
      items: request.order.items.map(({ name, quantity, grossTotalAmount }) => ({
        name,
        quantity,
        grossTotalAmount,
      })),
      webhooks: request.notifications?.webhooks ?? [],
      status: "open",
      createdAt: now,
    };
    this.#payments.set(payment.paymentId, payment);
    return payment;
  }

  get(paymentId: string): SandboxPayment | undefined {
    return this.#payments.get(paymentId);
  }

  reserve(paymentId: string): void {
    const payment = this.#payments.get(paymentId);
    if (payment) payment.status = "reserved";
  }
}

// Nets checks that the items add up to the order's amount; so does the sandbox
export function itemsAddUp(request: NetsCreatePayment): boolean {
  const total = request.order.items.reduce((sum, item) => sum + item.grossTotalAmount, 0);
  return total === request.order.amount;
}
