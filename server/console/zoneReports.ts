import { DAY, HOUR } from "../domain/time.ts";
import { type CheckoutRow, checkoutReport } from "../reports/checkoutReport.ts";
import { onlineHistory, type OnlinePoint } from "../reports/onlineHistory.ts";
import { onlineReport } from "../reports/onlineReport.ts";
import { type SalesRow, salesReport } from "../reports/salesReport.ts";
import { type VoucherStockRow, voucherStockReport } from "../reports/voucherStockReport.ts";
import type { Storage } from "../storage/Storage.ts";

export interface ZoneReports {
  zoneId: string;
  onlineNow: number;
  last24h: OnlinePoint[];
  last7d: OnlinePoint[];
  sales: SalesRow[];
  stock: VoucherStockRow[];
  checkouts: CheckoutRow[];
}

// sales and failed checkouts of the last 30 days
const SALES_DAYS = 30;

/** One zone's reports for the operator: the same report use cases `npm run report` prints. */
export async function zoneReports(store: Storage, zoneId: string, now: number): Promise<ZoneReports> {
  const hour = Math.floor(now / HOUR) * HOUR;
  const day = Math.floor(now / DAY) * DAY;
  const [online] = await onlineReport(store, { zoneId });
  return {
    zoneId,
    onlineNow: online?.online ?? 0,
    last24h: await onlineHistory(store, zoneId, { from: hour - 23 * HOUR, to: hour + HOUR, stepMs: HOUR }),
    last7d: await onlineHistory(store, zoneId, { from: day - 6 * DAY, to: day + DAY, stepMs: DAY }),
    sales: await salesReport(store, { zoneId, from: day - (SALES_DAYS - 1) * DAY }),
    stock: await voucherStockReport(store, { zoneId }, now),
    checkouts: await checkoutReport(store, { zoneId, from: day - (SALES_DAYS - 1) * DAY }),
  };
}

// a report's CSV: its columns, named even when it has no rows yet, and its rows
const report = <R extends object>(head: (keyof R & string)[], rows: (r: ZoneReports) => R[]) => ({
  head,
  rows,
});

// each report as rows for its CSV (GET /console/reports/<name>.csv)
export const REPORT_CSV = {
  "online-24h": report(["hour", "devices"], (r) =>
    r.last24h.map((p) => ({ hour: new Date(p.at).toISOString(), devices: p.devices })),
  ),
  "online-7d": report(["day", "devices"], (r) =>
    r.last7d.map((p) => ({ day: new Date(p.at).toISOString().slice(0, 10), devices: p.devices })),
  ),
  sales: report<SalesRow>(
    ["day", "channel", "currency", "orders", "vouchers", "amount", "revenue"],
    (r) => r.sales,
  ),
  stock: report<VoucherStockRow>(
    ["zone", "batch", "source", "unused", "active", "usedUp", "expired", "revoked", "total"],
    (r) => r.stock,
  ),
  checkouts: report<CheckoutRow>(
    ["at", "zone", "order", "status", "reason", "amount", "currency"],
    (r) => r.checkouts,
  ),
} as const;
export type ReportName = keyof typeof REPORT_CSV;
