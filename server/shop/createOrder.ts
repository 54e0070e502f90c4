import type { Storage } from "../storage/Storage.ts";
import type { NewPayment, OrderRecord } from "./OrderRecord.ts";
import { orderById } from "./orderRows.ts";

/** Inserts the order, or returns the zone's order with the same idempotency key. */
export function createOrder(
  store: Storage,
  order: OrderRecord,
): Promise<{ created: boolean; order: OrderRecord }> {
  return store.transaction(async (tx) => {
    const { q } = tx;
    // a parallel twin with the same key waits on the unique index, then finds this one
    const inserted = await q
      .insertInto("orders")
      .values({
        ...{ public_id: order.publicId, zone_id: order.zoneId, idempotency_key: order.idempotencyKey },
        ...{ request_hash: order.requestHash, status: order.status, currency: order.currency },
        ...{ first_name: order.customer?.firstName ?? null, last_name: order.customer?.lastName ?? null },
        ...{ email: order.customer?.email ?? null, amount: order.amount, created_at: order.createdAt },
        locale: order.locale,
      })
      .onConflict((oc) => oc.columns(["zone_id", "idempotency_key"]).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
      const existing = await q
        .selectFrom("orders")
        .select("public_id")
        .where("zone_id", "=", order.zoneId)
        .where("idempotency_key", "=", order.idempotencyKey as string)
        .executeTakeFirstOrThrow();
      return { created: false, order: (await orderById(store, q, existing.public_id)) as OrderRecord };
    }
    for (const line of order.lines)
      await q
        .insertInto("order_lines")
        .values({
          ...{ public_id: order.publicId, item_id: line.id, name: line.name, description: line.description },
          ...{ unit_amount: line.grossAmount, quantity: line.quantity, max_devices: line.maxDevices },
          ...{ duration_ms: line.durationMs, byte_limit: line.byteLimit, rx_max_bps: line.rxMaxBps },
          tx_max_bps: line.txMaxBps,
          translations_json: line.translations ? JSON.stringify(line.translations) : null,
        })
        .execute();
    return { created: true, order };
  });
}

/** The provider made its payment: the order now waits for the completion notice. */
export function attachPayment(
  store: Storage,
  publicId: string,
  payment: NewPayment,
  now: number,
): Promise<void> {
  return store.transaction(async ({ q }) => {
    await q
      .insertInto("payments")
      .values({
        ...{ payment_id: payment.paymentId, public_id: publicId, provider: payment.provider },
        ...{ notify_auth: payment.notifyAuth, status: "created", created_at: now },
      })
      .execute();
    await q
      .updateTable("orders")
      .set({ status: "pending", completed_at: null })
      .where("public_id", "=", publicId)
      .execute();
  });
}

/**
 * The provider made no payment (it refused, or did not answer): the order is kept as failed, with
 * why, for the checkout report. Its idempotency key is freed, so the visitor's retry with the same
 * key starts a new order, as it did when the failed one was deleted.
 */
export async function failOrder(
  store: Storage,
  publicId: string,
  reason: string,
  now: number,
): Promise<void> {
  await store.db
    .updateTable("orders")
    .set({ status: "failed", failure_reason: reason, ended_at: now, idempotency_key: null })
    .where("public_id", "=", publicId)
    .where("status", "=", "creating")
    .execute();
}
