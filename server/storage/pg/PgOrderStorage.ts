import type {
  CompletionNotice,
  CompletionOutcome,
  NewPayment,
  OrderRecord,
  OrderStorage,
  OutboxMail,
  PurchasedVoucher,
  StoreRecord,
} from "../OrderStorage.ts";
import {
  type OrderLineRow,
  type OrderRow,
  orderParams,
  type PaymentRow,
  type StoreItemRow,
  type StoreRow,
  toOrder,
  toOrderLine,
  toStoreItem,
} from "../sqlite/orderRows.ts";
import { ORDER_VOUCHERS, pgCompleteOrder } from "./pgCompleteOrder.ts";
import type { Pool, Queryable } from "./pgPool.ts";
import { transaction } from "./pgTransaction.ts";

// orders on PostgreSQL: a completion locks its payment's row, so 30 copies of one notice on any
// number of servers take turns and only the first creates vouchers
export class PgOrderStorage implements OrderStorage {
  readonly #pool: Pool;

  constructor(pool: Pool) {
    this.#pool = pool;
  }

  async #order(db: Queryable, publicId: string): Promise<OrderRecord | undefined> {
    const { rows } = await db.query<OrderRow>("SELECT * FROM orders WHERE public_id = $1", [publicId]);
    if (!rows[0]) return undefined;
    const lines = await db.query<OrderLineRow>(
      "SELECT * FROM order_lines WHERE public_id = $1 ORDER BY line_no",
      [publicId],
    );
    const payment = await db.query<{ payment_id: string }>(
      "SELECT payment_id FROM payments WHERE public_id = $1 ORDER BY created_at DESC, seq DESC LIMIT 1",
      [publicId],
    );
    return toOrder(rows[0], lines.rows.map(toOrderLine), payment.rows[0]?.payment_id ?? null);
  }

  async findStore(zoneId: string): Promise<StoreRecord | undefined> {
    const { rows } = await this.#pool.query<StoreRow>("SELECT * FROM stores WHERE zone_id = $1", [zoneId]);
    const row = rows[0];
    if (!row) return undefined;
    const items = await this.#pool.query<StoreItemRow>(
      "SELECT * FROM store_items WHERE zone_id = $1 ORDER BY position",
      [zoneId],
    );
    return {
      zoneId,
      currency: row.currency,
      currencyDecimals: row.currency_decimals,
      maxCheckoutItems: row.max_checkout_items,
      open: row.open === 1,
      items: items.rows.map(toStoreItem),
    };
  }

  createOrder(order: OrderRecord): Promise<{ created: boolean; order: OrderRecord }> {
    const p = orderParams(order);
    return transaction(this.#pool, async (db) => {
      // a parallel twin with the same key waits on the unique index, then finds this one
      const inserted = await db.query(
        `INSERT INTO orders (public_id, zone_id, idempotency_key, request_hash, status, first_name, last_name,
         email, currency, amount, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT (zone_id, idempotency_key) DO NOTHING`,
        [
          p.publicId,
          p.zoneId,
          p.idempotencyKey,
          p.requestHash,
          p.status,
          p.firstName,
          p.lastName,
          p.email,
          p.currency,
          p.amount,
          p.createdAt,
        ],
      );
      if (!inserted.rowCount) {
        const { rows } = await db.query<OrderRow>(
          "SELECT public_id FROM orders WHERE zone_id = $1 AND idempotency_key = $2",
          [order.zoneId, order.idempotencyKey],
        );
        return { created: false, order: (await this.#order(db, rows[0]?.public_id ?? "")) as OrderRecord };
      }
      for (const l of order.lines)
        await db.query(
          `INSERT INTO order_lines (public_id, item_id, name, description, unit_amount, quantity, max_devices,
           duration_ms, byte_limit, rx_max_bps, tx_max_bps) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
          [
            order.publicId,
            l.id,
            l.name,
            l.description,
            l.grossAmount,
            l.quantity,
            l.maxDevices,
            l.durationMs,
            l.byteLimit,
            l.rxMaxBps,
            l.txMaxBps,
          ],
        );
      return { created: true, order };
    });
  }

  attachPayment(publicId: string, payment: NewPayment, now: number): Promise<void> {
    return transaction(this.#pool, async (db) => {
      await db.query(
        `INSERT INTO payments (payment_id, public_id, provider, notify_auth, status, created_at)
         VALUES ($1, $2, $3, $4, 'created', $5)`,
        [payment.paymentId, publicId, payment.provider, payment.notifyAuth, now],
      );
      await db.query("UPDATE orders SET status = 'pending', completed_at = NULL WHERE public_id = $1", [
        publicId,
      ]);
    });
  }

  async discardOrder(publicId: string): Promise<void> {
    await this.#pool.query("DELETE FROM orders WHERE public_id = $1", [publicId]);
  }

  async findOrder(zoneId: string, publicId: string): Promise<OrderRecord | undefined> {
    const order = await this.#order(this.#pool, publicId);
    return order?.zoneId === zoneId ? order : undefined;
  }

  async orderVouchers(publicId: string): Promise<PurchasedVoucher[]> {
    return (await this.#pool.query<PurchasedVoucher>(ORDER_VOUCHERS, [publicId])).rows;
  }

  completePayment(notice: CompletionNotice, now: number, newCode: () => string): Promise<CompletionOutcome> {
    return transaction(this.#pool, async (db): Promise<CompletionOutcome> => {
      const { rows } = await db.query<PaymentRow>("SELECT * FROM payments WHERE payment_id = $1 FOR UPDATE", [
        notice.paymentId,
      ]);
      const payment = rows[0];
      if (!payment) return { kind: "unknown-payment" };
      const order = (await this.#order(db, payment.public_id)) as OrderRecord;
      const outcome = await pgCompleteOrder(db, { notice, payment, order, now, newCode });
      // every notice is kept, the refused and repeated ones too, unless it is not the provider's
      if (outcome.kind !== "unauthorized")
        await db.query(
          "INSERT INTO payment_notices (payment_id, notice_id, event, received_at, outcome) VALUES ($1, $2, $3, $4, $5)",
          [notice.paymentId, notice.noticeId, notice.event, now, outcome.kind],
        );
      return outcome.kind === "completed" || outcome.kind === "already-completed"
        ? { ...outcome, order: (await this.#order(db, payment.public_id)) as OrderRecord }
        : outcome;
    });
  }

  async writeOutbox(mail: OutboxMail): Promise<number> {
    const { rows } = await this.#pool.query<{ id: number }>(
      `INSERT INTO mail_outbox (created_at, public_id, to_address, subject, body) VALUES ($1, $2, $3, $4, $5)
       RETURNING id`,
      [mail.createdAt, mail.publicId, mail.to, mail.subject, mail.body],
    );
    return rows[0]?.id ?? 0;
  }
}
