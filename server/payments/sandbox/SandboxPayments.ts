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

// where the sandbox keeps its payments: in this process (one server), or in PostgreSQL (a cluster)
export interface SandboxPaymentStore {
  put(payment: SandboxPayment): Promise<void>;
  get(paymentId: string): Promise<SandboxPayment | undefined>;
  // open → reserved; false when it was not open (paid already, or unknown): one of two parallel pays wins
  reserve(paymentId: string): Promise<boolean>;
}

export function newSandboxPayment(request: NetsCreatePayment, now: number): SandboxPayment {
  return {
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
}

/**
 * The sandbox's payments, in memory: like a real provider it is another service, and a restart
 * of this server forgets its open payments (orders already completed are in the database).
 */
export class SandboxPayments implements SandboxPaymentStore {
  readonly #payments = new Map<string, SandboxPayment>();

  async put(payment: SandboxPayment): Promise<void> {
    this.#payments.set(payment.paymentId, payment);
  }

  async get(paymentId: string): Promise<SandboxPayment | undefined> {
    return this.#payments.get(paymentId);
  }

  async reserve(paymentId: string): Promise<boolean> {
    const payment = this.#payments.get(paymentId);
    if (payment?.status !== "open") return false;
    payment.status = "reserved";
    return true;
  }
}

// Nets checks that the items add up to the order's amount; so does the sandbox
export function itemsAddUp(request: NetsCreatePayment): boolean {
  const total = request.order.items.reduce((sum, item) => sum + item.grossTotalAmount, 0);
  return total === request.order.amount;
}
