import type { Database } from "better-sqlite3";
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
import { completeOrder } from "./completeOrder.ts";
import { type OrderStatements, prepareOrderStatements } from "./orderStatements.ts";
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
} from "./orderRows.ts";

// shares the connection with SqliteStorage (purchased vouchers live in its vouchers table);
// better-sqlite3 is synchronous, so each method runs to its end without another request between
export class SqliteOrderStorage implements OrderStorage {
  readonly #db: Database;
  readonly #q: OrderStatements;

  constructor(db: Database) {
    this.#db = db;
    this.#q = prepareOrderStatements(db);
  }

  #order(publicId: string): OrderRecord | undefined {
    const row = this.#q.order.get(publicId) as OrderRow | undefined;
    if (!row) return undefined;
    const lines = (this.#q.lines.all(publicId) as OrderLineRow[]).map(toOrderLine);
    const payment = this.#q.latestPayment.get(publicId) as { payment_id: string } | undefined;
    return toOrder(row, lines, payment?.payment_id ?? null);
  }

  async findStore(zoneId: string): Promise<StoreRecord | undefined> {
    const row = this.#q.store.get(zoneId) as StoreRow | undefined;
    if (!row) return undefined;
    return {
      zoneId,
      currency: row.currency,
      currencyDecimals: row.currency_decimals,
      maxCheckoutItems: row.max_checkout_items,
      open: row.open === 1,
      items: (this.#q.storeItems.all(zoneId) as StoreItemRow[]).map(toStoreItem),
    };
  }

  async createOrder(order: OrderRecord): Promise<{ created: boolean; order: OrderRecord }> {
    return this.#db
      .transaction(() => {
        const key = order.idempotencyKey;
        const existing = key === null ? undefined : (this.#q.orderByKey.get(order.zoneId, key) as OrderRow);
        if (existing) return { created: false, order: this.#order(existing.public_id) as OrderRecord };
        this.#q.insertOrder.run(orderParams(order));
        for (const line of order.lines) this.#q.insertLine.run({ publicId: order.publicId, ...line });
        return { created: true, order };
      })
      .immediate();
  }

  async attachPayment(publicId: string, payment: NewPayment, now: number): Promise<void> {
    this.#db.transaction(() => {
      this.#q.insertPayment.run({ ...payment, publicId, createdAt: now });
      this.#q.setOrderStatus.run("pending", null, publicId);
    })();
  }

  async discardOrder(publicId: string): Promise<void> {
    this.#q.deleteOrder.run(publicId);
  }

  async findOrder(zoneId: string, publicId: string): Promise<OrderRecord | undefined> {
    const order = this.#order(publicId);
    return order?.zoneId === zoneId ? order : undefined;
  }

  async orderVouchers(publicId: string): Promise<PurchasedVoucher[]> {
    return this.#q.orderVouchers.all(publicId) as PurchasedVoucher[];
  }

  async completePayment(
    notice: CompletionNotice,
    now: number,
    newCode: () => string,
  ): Promise<CompletionOutcome> {
    const q = this.#q;
    return this.#db
      .transaction((): CompletionOutcome => {
        const payment = q.payment.get(notice.paymentId) as PaymentRow | undefined;
        if (!payment) return { kind: "unknown-payment" };
        const order = this.#order(payment.public_id) as OrderRecord;
        const outcome = completeOrder(q, { notice, payment, order, now, newCode });
        // every notice is kept, the refused and repeated ones too, unless it is not the provider's
        if (outcome.kind !== "unauthorized")
          q.notice.run(notice.paymentId, notice.noticeId, notice.event, now, outcome.kind);
        return outcome.kind === "completed" || outcome.kind === "already-completed"
          ? { ...outcome, order: this.#order(payment.public_id) as OrderRecord }
          : outcome;
      })
      .immediate();
  }

  async writeOutbox(mail: OutboxMail): Promise<number> {
    return Number(this.#q.outbox.run(mail).lastInsertRowid);
  }
}
