import { sql } from "kysely";
import type { Storage } from "../storage/Storage.ts";
import { type ErasureReport, emptyReport } from "./ErasureReport.ts";

/**
 * A passenger's personal data, found by their e-mail address (compared case-insensitively), in
 * one transaction: their orders keep amounts, lines and vouchers but lose names and e-mail; the
 * order e-mails go (the payment sandbox keeps no buyer). Cruise bookings are the
 * property-management system's records (its simulator here): counted, left for it to erase.
 */
export function eraseByEmail(store: Storage, email: string, now: number): Promise<ErasureReport> {
  const address = email.trim().toLowerCase();
  return store.transaction(async ({ q }) => {
    const report = emptyReport();
    const orders = await q
      .selectFrom("orders")
      .select("public_id")
      .where(sql<string>`lower(email)`, "=", address)
      .execute();
    const publicIds = orders.map((o) => o.public_id);
    if (publicIds.length > 0) {
      const devices = await q
        .selectFrom("sessions as s")
        .innerJoin("order_vouchers as ov", (join) =>
          join.onRef("ov.zone_id", "=", "s.zone_id").onRef("ov.code", "=", "s.voucher_code"),
        )
        .select("s.mac")
        .distinct()
        .where("ov.public_id", "in", publicIds)
        .orderBy("s.mac")
        .execute();
      report.devices = devices.map((d) => d.mac);
    }
    const anonymised = await q
      .updateTable("orders")
      .set({ first_name: null, last_name: null, email: null, anonymised_at: now })
      .where(sql<string>`lower(email)`, "=", address)
      .executeTakeFirst();
    report.anonymised.orders = Number(anonymised.numUpdatedRows);
    const mail = await q
      .deleteFrom("mail_outbox")
      .where(sql<string>`lower(to_address)`, "=", address)
      .executeTakeFirst();
    report.removed["order e-mails"] = Number(mail.numDeletedRows);
    const bookings = await q
      .selectFrom("cruise_bookings")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where(sql<string>`lower(email)`, "=", address)
      .executeTakeFirstOrThrow();
    report.left["cruise bookings (the property-management system's records)"] = Number(bookings.n);
    return report;
  });
}
