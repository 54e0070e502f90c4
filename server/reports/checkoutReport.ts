import type { Storage } from "../storage/Storage.ts";
import type { ReportFilter } from "./ReportFilter.ts";

export interface CheckoutRow {
  at: string;
  zone: string;
  // the start of the order's public id: enough to find it, not to read its codes
  order: string;
  // failed: the provider made no payment (the portal answered 502), or declined the card;
  // cancelled: not paid in time
  status: "failed" | "cancelled";
  reason: string;
  amount: number;
  currency: string;
}

/** Checkouts that did not become sales, and why, by the time the order was placed; newest first. */
export async function checkoutReport(store: Storage, filter: ReportFilter): Promise<CheckoutRow[]> {
  const { zoneId, from = 0, to = Number.MAX_SAFE_INTEGER } = filter;
  let query = store.db
    .selectFrom("orders")
    .select(["created_at", "zone_id", "public_id", "status", "failure_reason", "amount", "currency"])
    .where("status", "in", ["failed", "cancelled"])
    .where("created_at", ">=", from)
    .where("created_at", "<", to)
    .orderBy("created_at", "desc")
    .orderBy("public_id");
  if (zoneId) query = query.where("zone_id", "=", zoneId);
  return (await query.execute()).map((r) => ({
    ...{ at: new Date(Number(r.created_at)).toISOString(), zone: r.zone_id, order: r.public_id.slice(0, 8) },
    ...{ status: r.status as CheckoutRow["status"], reason: r.failure_reason ?? "" },
    ...{ amount: Number(r.amount), currency: r.currency },
  }));
}
