import type { Storage } from "../storage/Storage.ts";

// an order with a payment at the provider that is not completed (reconciliation asks about it)
export interface AwaitingPayment {
  publicId: string;
  paymentId: string;
  // the secret the payment's notice must carry: reconciliation completes through the same path
  notifyAuth: string;
  amount: number;
  currency: string;
  createdAt: number;
}

/**
 * Orders with a payment at the provider that are not completed, oldest first: pending ones, and
 * those a declined card failed, whose payment window stays open for another card.
 */
export function awaitingPayment(store: Storage, limit: number): Promise<AwaitingPayment[]> {
  return store.db
    .selectFrom("orders as o")
    .innerJoin("payments as p", "p.public_id", "o.public_id")
    .select(["o.public_id as publicId", "p.payment_id as paymentId", "p.notify_auth as notifyAuth"])
    .select(["o.amount", "o.currency", "o.created_at as createdAt"])
    .where("o.status", "in", ["pending", "failed"])
    .where("p.status", "=", "created")
    .orderBy("o.created_at")
    .limit(limit)
    .execute();
}

/**
 * The provider says the payment will never be paid: the order is cancelled (kept, with why, for the
 * checkout report), unless a notice completed it meanwhile; one a declined card failed stays failed,
 * with that reason. Its idempotency key is freed, so a retry with it starts a new order rather than
 * answering a payment that can no longer be paid, and its payment is closed: not asked about again.
 */
export function cancelOrder(store: Storage, publicId: string, reason: string, now: number): Promise<void> {
  return store.transaction(async ({ q }) => {
    await q
      .updateTable("orders")
      .set({ status: "cancelled", failure_reason: reason, ended_at: now, idempotency_key: null })
      .where("public_id", "=", publicId)
      .where("status", "=", "pending")
      .execute();
    await q
      .updateTable("orders")
      .set({ idempotency_key: null })
      .where("public_id", "=", publicId)
      .where("status", "=", "failed")
      .execute();
    await q
      .updateTable("payments")
      .set({ status: "closed" })
      .where("public_id", "=", publicId)
      .where("status", "=", "created")
      .execute();
  });
}

/** Orders that never reached the provider (status creating) and started before the cutoff. */
export async function pruneAbandoned(store: Storage, before: number): Promise<number> {
  const result = await store.db
    .deleteFrom("orders")
    .where("status", "=", "creating")
    .where("created_at", "<", before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
