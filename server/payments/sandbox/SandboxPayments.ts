import { randomBytes } from "node:crypto";
import type { Database } from "better-sqlite3";
import { DAY, HOUR } from "../../domain/time.ts";
import type { NetsCreatePayment, NetsWebhook } from "../NetsPayment.ts";

export interface SandboxPayment {
  paymentId: string;
  amount: number;
  currency: string;
  reference: string;
  items: { name: string; quantity: number; grossTotalAmount: number }[];
  webhooks: NetsWebhook[];
  // terminated: closed unpaid by the merchant (reconciliation gave up on it); it can no longer be paid
  status: "open" | "reserved" | "terminated";
  createdAt: number;
}

// where the sandbox keeps its payments: in SQLite (one server), or in PostgreSQL (a cluster)
export interface SandboxPaymentStore {
  put(payment: SandboxPayment): Promise<void>;
  get(paymentId: string): Promise<SandboxPayment | undefined>;
  // open → reserved; false when it was not open (paid already, or unknown): one of two parallel pays wins
  // committed before the visitor is told it is paid: a crash after this loses nothing
  reserve(paymentId: string): Promise<boolean>;
  // open → terminated; false when it was not open (paid already, or unknown): one of pay and
  // terminate wins, never both
  terminate(paymentId: string): Promise<boolean>;
  // forgets open payments nobody paid in time, and paid ones past their notices
  prune(now: number): Promise<void>;
}

// an open payment nobody paid within this is forgotten; a paid one is kept a month for its notices
export const OPEN_FOR_MS = 2 * HOUR;
export const PAID_KEPT_MS = 30 * DAY;

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

type Row = { body: string; status: SandboxPayment["status"] };

/**
 * The sandbox's payments, in the database (sandbox_payments): like a real provider it remembers a
 * paid payment through a crash of this server, so reconciliation can still fulfil its order, and
 * it forgets unpaid ones after a while, so checkout rounds do not grow it without end.
 */
export class SandboxPayments implements SandboxPaymentStore {
  readonly #insert;
  readonly #get;
  readonly #reserve;
  readonly #terminate;
  readonly #prune;

  constructor(db: Database) {
    this.#insert = db.prepare(
      "INSERT INTO sandbox_payments (payment_id, body, status, created_at) VALUES (?, ?, ?, ?)",
    );
    this.#get = db.prepare("SELECT body, status FROM sandbox_payments WHERE payment_id = ?");
    this.#reserve = db.prepare(
      "UPDATE sandbox_payments SET status = 'reserved' WHERE payment_id = ? AND status = 'open'",
    );
    this.#terminate = db.prepare(
      "UPDATE sandbox_payments SET status = 'terminated' WHERE payment_id = ? AND status = 'open'",
    );
    this.#prune = db.prepare(`DELETE FROM sandbox_payments
      WHERE (status <> 'reserved' AND created_at < ?) OR created_at < ?`);
  }

  async put(payment: SandboxPayment): Promise<void> {
    const { status, ...body } = payment;
    this.#insert.run(payment.paymentId, JSON.stringify(body), status, payment.createdAt);
  }

  async get(paymentId: string): Promise<SandboxPayment | undefined> {
    const row = this.#get.get(paymentId) as Row | undefined;
    return row ? { ...(JSON.parse(row.body) as SandboxPayment), status: row.status } : undefined;
  }

  async reserve(paymentId: string): Promise<boolean> {
    return this.#reserve.run(paymentId).changes > 0;
  }

  async terminate(paymentId: string): Promise<boolean> {
    return this.#terminate.run(paymentId).changes > 0;
  }

  async prune(now: number): Promise<void> {
    this.#prune.run(now - OPEN_FOR_MS, now - PAID_KEPT_MS);
  }
}

// Nets checks that the items add up to the order's amount; so does the sandbox
export function itemsAddUp(request: NetsCreatePayment): boolean {
  const total = request.order.items.reduce((sum, item) => sum + item.grossTotalAmount, 0);
  return total === request.order.amount;
}
