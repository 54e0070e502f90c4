import type { Storage } from "../storage/Storage.ts";
import type { FolioLine } from "./FolioLine.ts";

/** The cabin's bill, oldest first (empty for an unknown cabin). */
export async function folio(store: Storage, zoneId: string, cabin: string): Promise<FolioLine[]> {
  const rows = await store.db
    .selectFrom("cruise_charges as c")
    .innerJoin("cruise_bookings as b", "b.booking_id", "c.booking_id")
    .selectAll("c")
    .where("b.zone_id", "=", zoneId)
    .where("b.cabin", "=", cabin)
    .orderBy("c.charged_at")
    .orderBy("c.charge_id")
    .execute();
  return rows.map((c) => ({
    ...{ packageId: c.package_id, prepaid: c.prepaid === 1, amount: c.amount, currency: c.currency },
    ...{ voucherCode: c.voucher_code, chargedAt: c.charged_at },
  }));
}
