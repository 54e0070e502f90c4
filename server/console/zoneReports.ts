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

// each report as rows for its CSV (GET /console/reports/<name>.csv)
export const REPORT_CSV = {
  "online-24h": (r: ZoneReports) =>
    r.last24h.map((p) => ({ hour: new Date(p.at).toISOString(), devices: p.devices })),
  "online-7d": (r: ZoneReports) =>
    r.last7d.map((p) => ({ day: new Date(p.at).toISOString().slice(0, 10), devices: p.devices })),
  sales: (r: ZoneReports) => r.sales,
  stock: (r: ZoneReports) => r.stock,
  checkouts: (r: ZoneReports) => r.checkouts,
} as const;
export type ReportName = keyof typeof REPORT_CSV;
