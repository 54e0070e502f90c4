import {
  checkoutReport,
  onlineReport,
  type ReportFilter,
  type Storage,
  salesReport,
  voucherStockReport,
} from "../../server/operations.ts";
import type { ReportTable } from "./formatReport.ts";
import type { ReportName } from "./reportNames.ts";

export type { ReportName } from "./reportNames.ts";

/** One of the four reports, as rows of the columns the operator reads (server/reports/ makes them). */
export async function reportTable(
  store: Storage,
  name: ReportName,
  filter: ReportFilter,
  now: number,
): Promise<ReportTable> {
  switch (name) {
    case "online":
      return {
        columns: ["zone", "online", "authorised", "bytes_in", "bytes_out"],
        rows: (await onlineReport(store, filter)).map((r) => [
          r.zone,
          r.online,
          r.authorised,
          r.bytesIn,
          r.bytesOut,
        ]),
      };
    case "sales":
      return {
        columns: ["day", "channel", "currency", "orders", "vouchers", "revenue"],
        rows: (await salesReport(store, filter)).map((r) => [
          ...[r.day, r.channel, r.currency, r.orders, r.vouchers],
          r.revenue,
        ]),
      };
    case "vouchers":
      return {
        columns: ["zone", "batch", "source", "unused", "active", "used_up", "expired", "revoked", "total"],
        rows: (await voucherStockReport(store, filter, now)).map((r) => [
          ...[r.zone, r.batch, r.source, r.unused, r.active],
          ...[r.usedUp, r.expired, r.revoked, r.total],
        ]),
      };
    case "checkouts":
      return {
        columns: ["at", "zone", "order", "status", "reason", "amount", "currency"],
        rows: (await checkoutReport(store, filter)).map((r) => [
          ...[r.at, r.zone, r.order, r.status, r.reason, r.amount, r.currency],
        ]),
      };
  }
}
