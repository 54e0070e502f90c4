import { sql } from "kysely";
import type { Store } from "../storage/Store.ts";
import { DAY_MS, dayOf, type ReportFilter } from "./ReportFilter.ts";

export interface SalesRow {
  day: string;
  // card: the store's orders (paid by card); cabin: cruise packages billed to the cabin
  channel: "card" | "cabin";
  currency: string;
  orders: number;
  vouchers: number;
  // minor units, and the same as a decimal number ("129.50")
  amount: number;
  revenue: string;
}

type Key = `${number}|${string}`;
const day = sql.lit(DAY_MS);

/**
 * Orders and revenue per day and currency: card orders by the day they completed (failed and
 * cancelled ones are not sales), and cruise packages billed to a cabin (a prepaid one is no sale).
 * Days are UTC days. Amounts are in minor units of each currency, never converted or mixed.
 */
export async function salesReport(store: Store, filter: ReportFilter): Promise<SalesRow[]> {
  const { zoneId, from = 0, to = Number.MAX_SAFE_INTEGER } = filter;
  let orders = store.db
    .selectFrom("orders as o")
    .where("o.status", "=", "completed")
    .where("o.completed_at", ">=", from)
    .where("o.completed_at", "<", to)
    .select([sql<number>`o.completed_at / ${day}`.as("day"), "o.currency"])
    .select((eb) => [eb.fn.countAll<number>().as("orders"), eb.fn.sum<number>("o.amount").as("amount")])
    .groupBy(["day", "o.currency"]);
  let lines = store.db
    .selectFrom("orders as o")
    .innerJoin("order_lines as l", "l.public_id", "o.public_id")
    .where("o.status", "=", "completed")
    .where("o.completed_at", ">=", from)
    .where("o.completed_at", "<", to)
    .select([sql<number>`o.completed_at / ${day}`.as("day"), "o.currency"])
    .select((eb) => eb.fn.sum<number>("l.quantity").as("vouchers"))
    .groupBy(["day", "o.currency"]);
  let cabin = store.db
    .selectFrom("cruise_charges as c")
    .innerJoin("cruise_bookings as b", "b.booking_id", "c.booking_id")
    .where("c.amount", ">", 0)
    .where("c.charged_at", ">=", from)
    .where("c.charged_at", "<", to)
    .select([sql<number>`c.charged_at / ${day}`.as("day"), "c.currency"])
    .select((eb) => [eb.fn.countAll<number>().as("orders"), eb.fn.sum<number>("c.amount").as("amount")])
    .groupBy(["day", "c.currency"]);
  if (zoneId) {
    orders = orders.where("o.zone_id", "=", zoneId);
    lines = lines.where("o.zone_id", "=", zoneId);
    cabin = cabin.where("b.zone_id", "=", zoneId);
  }
  const decimals = await currencyDecimals(store);
  const vouchers = new Map<Key, number>();
  for (const r of await lines.execute()) vouchers.set(`${Number(r.day)}|${r.currency}`, Number(r.vouchers));
  type Totals = { day: number; currency: string; orders: number; amount: number };
  const row = (channel: SalesRow["channel"], r: Totals, count: number): SalesRow => {
    const amount = Number(r.amount);
    const places = decimals.get(r.currency) ?? 2;
    return {
      ...{ day: dayOf(Number(r.day)), channel, currency: r.currency, orders: Number(r.orders) },
      ...{ vouchers: count, amount, revenue: (amount / 10 ** places).toFixed(places) },
    };
  };
  const rows = [
    ...(await orders.execute()).map((r) =>
      row("card", r, vouchers.get(`${Number(r.day)}|${r.currency}`) ?? 0),
    ),
    // one voucher per package billed
    ...(await cabin.execute()).map((r) => row("cabin", r, Number(r.orders))),
  ];
  return rows.sort(
    (a, b) =>
      a.day.localeCompare(b.day) ||
      a.channel.localeCompare(b.channel) ||
      a.currency.localeCompare(b.currency),
  );
}

// the stores' decimals per currency (2 for a currency only the cabins bill in)
async function currencyDecimals(store: Store): Promise<Map<string, number>> {
  const rows = await store.db.selectFrom("stores").select(["currency", "currency_decimals"]).execute();
  return new Map(rows.map((r) => [r.currency, Number(r.currency_decimals)]));
}
