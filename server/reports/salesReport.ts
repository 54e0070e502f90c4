import type { Storage } from "../storage/Storage.ts";
import { type ZoneCalendar, zoneCalendar } from "../zones/zoneCalendar.ts";
import type { ReportFilter } from "./ReportFilter.ts";
import { currencyDigits } from "../domain/currencyDigits.ts";

export interface SalesRow {
  day: string;
  // card: the store's orders (paid by card); cabin: cruise packages billed to the cabin; minted:
  // codes of a priced batch (npm run vouchers -- --price) sold at the bar or the info desk
  channel: "card" | "cabin" | "minted";
  currency: string;
  orders: number;
  vouchers: number;
  // minor units, and the same as a decimal number ("129.50")
  amount: number;
  revenue: string;
}

/**
 * Orders and revenue per day and currency: card orders by the day they completed (failed and
 * cancelled ones are not sales), cruise packages billed to a cabin (a prepaid one is no sale), and
 * the codes of priced batches sold at the desk, each at its batch's price, by the day it was first
 * activated (the desk's till is not Gangway's: a card counts once a passenger uses it; unpriced
 * batches count in the voucher stock only). A sale's day is its zone's calendar day (the manifest's
 * timeZone). Amounts are in minor units of each currency, never converted or mixed.
 */
export async function salesReport(store: Storage, filter: ReportFilter): Promise<SalesRow[]> {
  const { zoneId, from = 0, to = Number.MAX_SAFE_INTEGER } = filter;
  let orders = store.db
    .selectFrom("orders as o")
    .where("o.status", "=", "completed")
    .where("o.completed_at", ">=", from)
    .where("o.completed_at", "<", to)
    // what a partial refund gave back is no sale (shop/refundVoucher.ts)
    .select(["o.zone_id as zone", "o.completed_at as at", "o.currency"])
    .select((eb) => eb("o.amount", "-", eb.ref("o.refunded_amount")).as("amount"))
    .select((eb) =>
      eb
        .selectFrom("order_lines as l")
        .whereRef("l.public_id", "=", "o.public_id")
        .select((s) => s.fn.sum<number>("l.quantity").as("n"))
        .as("vouchers"),
    )
    .select((eb) =>
      eb
        .selectFrom("order_vouchers as r")
        .whereRef("r.public_id", "=", "o.public_id")
        .where("r.refunded_at", "is not", null)
        .select((s) => s.fn.countAll<number>().as("n"))
        .as("refundedVouchers"),
    );
  // a charge names its zone (010-ship-and-shore.sql): a vessel's copy on shore has no bookings
  let cabin = store.db
    .selectFrom("cruise_charges as c")
    .where("c.amount", ">", 0)
    .where("c.charged_at", ">=", from)
    .where("c.charged_at", "<", to)
    .where("c.zone_id", "is not", null)
    .select(["c.zone_id as zone", "c.charged_at as at", "c.currency", "c.amount"])
    .$narrowType<{ zone: string }>();
  // a code's first activation: its own column (before 010), else its use's, written on board
  let minted = store.db
    .selectFrom("vouchers as v")
    .innerJoin("voucher_batches as vb", "vb.batch_id", "v.batch_id")
    .leftJoin("voucher_use as u", (join) =>
      join.onRef("u.zone_id", "=", "v.zone_id").onRef("u.code", "=", "v.code"),
    )
    .where("vb.price_amount", "is not", null)
    .where("vb.price_currency", "is not", null)
    .where((eb) => eb(eb.fn.coalesce("v.activated_at", "u.activated_at"), ">=", from))
    .where((eb) => eb(eb.fn.coalesce("v.activated_at", "u.activated_at"), "<", to))
    .select((eb) => ["v.zone_id as zone", eb.fn.coalesce("v.activated_at", "u.activated_at").as("at")])
    .select(["vb.price_currency as currency", "vb.price_amount as amount"]);
  if (zoneId) {
    orders = orders.where("o.zone_id", "=", zoneId);
    cabin = cabin.where("c.zone_id", "=", zoneId);
    minted = minted.where("v.zone_id", "=", zoneId);
  }
  const decimals = await currencyDecimals(store);
  const calendars = await zoneCalendars(store);
  const rows = new Map<string, SalesRow>();
  const add = (
    channel: SalesRow["channel"],
    sale: { zone: string; at: number | null; currency: string; amount: number },
    vouchers: number,
  ) => {
    const day = (calendars.get(sale.zone) ?? zoneCalendar({})).day(Number(sale.at));
    const key = `${day}|${channel}|${sale.currency}`;
    const row = rows.get(key) ?? {
      day,
      channel,
      currency: sale.currency,
      orders: 0,
      vouchers: 0,
      amount: 0,
      revenue: "",
    };
    row.orders += 1;
    row.vouchers += vouchers;
    row.amount += Number(sale.amount);
    rows.set(key, row);
  };
  for (const o of await orders.execute())
    add("card", o, Number(o.vouchers ?? 0) - Number(o.refundedVouchers ?? 0));
  // one voucher per package billed
  for (const c of await cabin.execute()) add("cabin", c, 1);
  // one sale per card
  for (const v of await minted.execute())
    add("minted", { ...v, currency: v.currency ?? "", amount: Number(v.amount ?? 0) }, 1);
  for (const row of rows.values()) {
    const places = decimals.get(row.currency) ?? currencyDigits(row.currency);
    row.revenue = (row.amount / 10 ** places).toFixed(places);
  }
  return [...rows.values()].sort(
    (a, b) =>
      a.day.localeCompare(b.day) ||
      a.channel.localeCompare(b.channel) ||
      a.currency.localeCompare(b.currency),
  );
}

// every zone's calendar, by zone id
async function zoneCalendars(store: Storage): Promise<Map<string, ZoneCalendar>> {
  const rows = await store.db.selectFrom("zones").select(["zone_id", "time_zone"]).execute();
  return new Map(rows.map((r) => [r.zone_id, zoneCalendar({ timeZone: r.time_zone })]));
}

// the stores' decimals per currency (Intl's for a currency only the cabins or a batch's price use)
async function currencyDecimals(store: Storage): Promise<Map<string, number>> {
  const rows = await store.db.selectFrom("stores").select(["currency", "currency_decimals"]).execute();
  return new Map(rows.map((r) => [r.currency, Number(r.currency_decimals)]));
}
