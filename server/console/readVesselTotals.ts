import { currencyDigits } from "../domain/currencyDigits.ts";
import { DAY } from "../domain/time.ts";
import { onlineReport } from "../reports/onlineReport.ts";
import { salesReport } from "../reports/salesReport.ts";
import { openPeerStorage } from "../storage/open/openPeerStorage.ts";
import type { Storage } from "../storage/Storage.ts";
import { vesselDatabases } from "../shipShore/vesselDatabases.ts";

export interface VesselTotals {
  vessel: string;
  // devices its gateways report online, as its copy on shore last received them
  online: number;
  // sales of today (UTC day) per currency, in minor units, and the vouchers they sold
  vouchers: number;
  amounts: Record<string, number>;
  // false: its copy could not be read (not made yet, its database away): counted as nothing
  read: boolean;
}

/**
 * Each vessel's devices online and sales today, read from its copy on the shore's cluster (the
 * ship's publication: zones, orders, accounting…) with the reports the console draws per zone.
 * Read only; one connection per copy, closed before it answers.
 */
export async function readVesselTotals(
  store: Storage,
  shoreUrl: string,
  vessels: readonly string[],
  now: number,
): Promise<VesselTotals[]> {
  const today = now - (now % DAY);
  // each vessel's copy as npm run report -- --fleet finds it
  const copies = (await vesselDatabases(store, shoreUrl)) ?? [];
  const totals: VesselTotals[] = [];
  for (const vessel of vessels) {
    const url = copies.find((c) => c.site === vessel)?.url;
    const copy = url ? openPeerStorage(url, 1) : undefined;
    try {
      if (!copy) throw new Error(`${vessel} is not linked`);
      const online = (await onlineReport(copy)).reduce((n, r) => n + r.online, 0);
      const sales = await salesReport(copy, { from: today });
      const amounts: Record<string, number> = {};
      for (const s of sales) amounts[s.currency] = (amounts[s.currency] ?? 0) + s.amount;
      totals.push({
        vessel,
        online,
        vouchers: sales.reduce((n, s) => n + s.vouchers, 0),
        amounts,
        read: true,
      });
    } catch {
      // one copy away is no reason to hide the others: the page says which could not be read
      totals.push({ vessel, online: 0, vouchers: 0, amounts: {}, read: false });
    } finally {
      await copy?.close();
    }
  }
  return totals;
}

/** Amounts of each currency apart, never converted: "129.50 EUR, 300 JPY" (the console's and the CLI's). */
export const money = (amounts: Record<string, number>): string =>
  Object.entries(amounts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([c, n]) => `${(n / 10 ** currencyDigits(c)).toFixed(currencyDigits(c))} ${c}`)
    .join(", ");
