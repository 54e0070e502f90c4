import type { Selectable } from "kysely";
import { sql } from "kysely";
import type { Db, Storage } from "../storage/Storage.ts";
import type { OrderLinesTable, OrdersTable, StoreItemsTable } from "../storage/Tables.ts";
import type {
  ItemTranslations,
  OrderLine,
  OrderRecord,
  OrderStatus,
  PurchasedVoucher,
  StoreItemRecord,
  StoreRecord,
} from "./OrderRecord.ts";

type Terms = Pick<
  Selectable<StoreItemsTable>,
  "max_devices" | "duration_ms" | "byte_limit" | "rx_max_bps" | "tx_max_bps"
>;

const terms = (r: Terms) => ({
  maxDevices: r.max_devices,
  durationMs: r.duration_ms,
  byteLimit: r.byte_limit,
  rxMaxBps: r.rx_max_bps,
  txMaxBps: r.tx_max_bps,
});

export const translationsOf = (json: string | null): ItemTranslations | null =>
  json === null ? null : (JSON.parse(json) as ItemTranslations);

const toStoreItem = (r: Selectable<StoreItemsTable>): StoreItemRecord => ({
  ...{ id: r.item_id, name: r.name, description: r.description, grossAmount: r.gross_amount },
  ...{ translations: translationsOf(r.translations_json), ...terms(r) },
});

const toOrderLine = (r: Selectable<OrderLinesTable>): OrderLine => ({
  ...{ id: r.item_id, name: r.name, description: r.description, grossAmount: r.unit_amount },
  ...{ translations: translationsOf(r.translations_json), quantity: r.quantity, ...terms(r) },
});

function toOrder(
  r: Selectable<OrdersTable>,
  lines: OrderLine[],
  payment: { payment_id: string; status: string } | undefined,
): OrderRecord {
  const customer =
    r.first_name !== null && r.last_name !== null && r.email !== null
      ? { firstName: r.first_name, lastName: r.last_name, email: r.email }
      : null;
  return {
    ...{ publicId: r.public_id, zoneId: r.zone_id, idempotencyKey: r.idempotency_key },
    ...{ requestHash: r.request_hash, status: r.status as OrderStatus, customer, currency: r.currency },
    ...{ amount: r.amount, lines, paymentId: payment?.payment_id ?? null, createdAt: r.created_at },
    locale: r.locale,
    paymentOpen: payment?.status === "created",
  };
}

export async function findStore(q: Db, zoneId: string): Promise<StoreRecord | undefined> {
  const row = await q.selectFrom("stores").selectAll().where("zone_id", "=", zoneId).executeTakeFirst();
  if (!row) return undefined;
  const items = await q
    .selectFrom("store_items")
    .selectAll()
    .where("zone_id", "=", zoneId)
    .orderBy("position")
    .execute();
  return {
    ...{ zoneId, currency: row.currency, currencyDecimals: row.currency_decimals },
    ...{ maxCheckoutItems: row.max_checkout_items, open: row.open === 1, items: items.map(toStoreItem) },
  };
}

// an order with its lines (as given) and its latest payment
export async function orderById(store: Storage, q: Db, publicId: string): Promise<OrderRecord | undefined> {
  const row = await q.selectFrom("orders").selectAll().where("public_id", "=", publicId).executeTakeFirst();
  if (!row) return undefined;
  const lines = await q
    .selectFrom("order_lines")
    .selectAll()
    .where("public_id", "=", publicId)
    .orderBy(sql.ref(store.rowOrder("order_lines")))
    .execute();
  const payment = await q
    .selectFrom("payments")
    .select(["payment_id", "status"])
    .where("public_id", "=", publicId)
    .orderBy("created_at", "desc")
    .orderBy(sql`${sql.ref(store.rowOrder("payments"))} DESC`)
    .limit(1)
    .executeTakeFirst();
  return toOrder(row, lines.map(toOrderLine), payment);
}

// another zone's order is unknown here
export async function findOrder(
  store: Storage,
  zoneId: string,
  publicId: string,
): Promise<OrderRecord | undefined> {
  const order = await orderById(store, store.db, publicId);
  return order?.zoneId === zoneId ? order : undefined;
}

export async function orderVouchers(q: Db, publicId: string): Promise<PurchasedVoucher[]> {
  const rows = await q
    .selectFrom("order_vouchers")
    .select(["code", "name", "description", "translations_json"])
    .where("public_id", "=", publicId)
    .orderBy("position")
    .execute();
  return rows.map(({ translations_json, ...v }) => ({
    ...v,
    translations: translationsOf(translations_json),
  }));
}
