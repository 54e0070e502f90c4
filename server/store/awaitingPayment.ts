import type { Store } from "../storage/Store.ts";

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

/** Orders with a payment at the provider that are not completed, oldest first. */
export function awaitingPayment(store: Store, limit: number): Promise<AwaitingPayment[]> {
  return store.db
    .selectFrom("orders as o")
    .innerJoin("payments as p", "p.public_id", "o.public_id")
    .select(["o.public_id as publicId", "p.payment_id as paymentId", "p.notify_auth as notifyAuth"])
    .select(["o.amount", "o.currency", "o.created_at as createdAt"])
    .where("o.status", "=", "pending")
    .where("p.status", "=", "created")
    .orderBy("o.created_at")
    .limit(limit)
    .execute();
}

/**
 * The provider says the payment will never be paid: the order is cancelled (kept, with why, for the
 * checkout report), unless a notice completed it meanwhile. Its idempotency key is freed, so a retry
 * with it starts a new order rather than answering a payment that can no longer be paid.
 */
export async function cancelOrder(
  store: Store,
  publicId: string,
  reason: string,
  now: number,
): Promise<void> {
  await store.db
    .updateTable("orders")
    .set({ status: "cancelled", failure_reason: reason, ended_at: now, idempotency_key: null })
    .where("public_id", "=", publicId)
    .where("status", "=", "pending")
    .execute();
}

/** Orders that never reached the provider (status creating) and started before the cutoff. */
export async function pruneAbandoned(store: Store, before: number): Promise<number> {
  const result = await store.db
    .deleteFrom("orders")
    .where("status", "=", "creating")
    .where("created_at", "<", before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
