import { randomBytes } from "node:crypto";
import { DAY, HOUR } from "../../../domain/time.ts";
import type { Storage } from "../../../storage/Storage.ts";
import type { NetsCreatePayment } from "../NetsCreatePayment.ts";
import type { NetsWebhook } from "../NetsWebhook.ts";

export interface SandboxPayment {
  paymentId: string;
  amount: number;
  currency: string;
  reference: string;
  items: { name: string; quantity: number; grossTotalAmount: number }[];
  webhooks: NetsWebhook[];
  // a HostedPaymentPage payment: where its page sends the buyer back (hostedPageRoutes.ts)
  hosted?: { returnUrl: string; cancelUrl: string };
  // terminated: closed unpaid by the merchant (reconciliation gave up on it); it can no longer be paid
  status: "open" | "reserved" | "terminated" | "refunded";
  createdAt: number;
  // what has been given back so far (partial refunds add up; refunded once it is the whole amount)
  refunded?: number;
}

// where the sandbox keeps its payments (tests may keep them elsewhere)
export interface SandboxPaymentStore {
  put(payment: SandboxPayment): Promise<void>;
  get(paymentId: string): Promise<SandboxPayment | undefined>;
  // open → reserved; false when it was not open (paid already, or unknown): one of two parallel pays wins
  // committed before the visitor is told it is paid: a crash after this loses nothing
  reserve(paymentId: string): Promise<boolean>;
  // open → terminated; false when it was not open (paid already, or unknown): one of pay and
  // terminate wins, never both
  terminate(paymentId: string): Promise<boolean>;
  // gives `amount` back: reserved → refunded once all of it is back, reserved still while part is;
  // false when it was not reserved (unpaid, or refunded already) or asks more than is left
  refund(paymentId: string, amount: number): Promise<boolean>;
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
    ...(request.checkout.integrationType === "HostedPaymentPage" && request.checkout.returnUrl
      ? { hosted: { returnUrl: request.checkout.returnUrl, cancelUrl: request.checkout.cancelUrl ?? "" } }
      : {}),
    status: "open",
    createdAt: now,
  };
}

/**
 * The sandbox's payments, in the database (sandbox_payments): like a real provider it remembers a
 * paid payment through a crash of this server, so reconciliation can still fulfil its order, and
 * it forgets unpaid ones after a while, so checkout rounds do not grow it without end. On
 * PostgreSQL every server of a cluster shares them: the checkout frame may load from one server and
 * pay through another.
 */
export class SandboxPayments implements SandboxPaymentStore {
  readonly #store: Storage;

  constructor(store: Storage) {
    this.#store = store;
  }

  async put(payment: SandboxPayment): Promise<void> {
    const { status, ...body } = payment;
    await this.#store.db
      .insertInto("sandbox_payments")
      .values({
        payment_id: payment.paymentId,
        body: JSON.stringify(body),
        status,
        created_at: payment.createdAt,
      })
      .execute();
  }

  async get(paymentId: string): Promise<SandboxPayment | undefined> {
    const row = await this.#store.db
      .selectFrom("sandbox_payments")
      .select(["body", "status"])
      .where("payment_id", "=", paymentId)
      .executeTakeFirst();
    return (
      row && { ...(JSON.parse(row.body) as SandboxPayment), status: row.status as SandboxPayment["status"] }
    );
  }

  // open → reserved or terminated, once: of two parallel calls one wins
  async #close(paymentId: string, status: "reserved" | "terminated"): Promise<boolean> {
    const result = await this.#store.db
      .updateTable("sandbox_payments")
      .set({ status })
      .where("payment_id", "=", paymentId)
      .where("status", "=", "open")
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  reserve(paymentId: string): Promise<boolean> {
    return this.#close(paymentId, "reserved");
  }

  terminate(paymentId: string): Promise<boolean> {
    return this.#close(paymentId, "terminated");
  }

  // a refund of part or all of what is left: one conditional update of the row as it was read, so
  // of two refunds racing for the same money one wins, and together they never pass the amount
  async refund(paymentId: string, amount: number): Promise<boolean> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const row = await this.#store.db
        .selectFrom("sandbox_payments")
        .select(["body", "status"])
        .where("payment_id", "=", paymentId)
        .executeTakeFirst();
      if (row?.status !== "reserved") return false;
      const body = JSON.parse(row.body) as Omit<SandboxPayment, "status">;
      const refunded = (body.refunded ?? 0) + amount;
      if (amount < 1 || refunded > body.amount) return false;
      const result = await this.#store.db
        .updateTable("sandbox_payments")
        .set({
          body: JSON.stringify({ ...body, refunded }),
          status: refunded === body.amount ? "refunded" : "reserved",
        })
        .where("payment_id", "=", paymentId)
        .where("status", "=", "reserved")
        .where("body", "=", row.body)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) > 0) return true;
    }
    return false;
  }

  async prune(now: number): Promise<void> {
    await this.#store.db
      .deleteFrom("sandbox_payments")
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "<>", "reserved"), eb("created_at", "<", now - OPEN_FOR_MS)]),
          eb("created_at", "<", now - PAID_KEPT_MS),
        ]),
      )
      .execute();
  }
}

// Nets checks that the items add up to the order's amount; so does the sandbox
export function itemsAddUp(request: NetsCreatePayment): boolean {
  const total = request.order.items.reduce((sum, item) => sum + item.grossTotalAmount, 0);
  return total === request.order.amount;
}
