import type { Storage } from "../storage/Storage.ts";
import type { FolioLine, JobPoll } from "./CruiseRecords.ts";
import { pollJob } from "./cruiseRows.ts";

/** A charge's answer: the voucher code it issued. */
export async function pollCharge(
  store: Storage,
  zoneId: string,
  relayId: string,
  now: number,
  browser: string | undefined,
): Promise<JobPoll<string>> {
  const job = await pollJob(store.db, zoneId, relayId, "charge", now, browser);
  if (job.state !== "done") return job;
  const charge = await store.db
    .selectFrom("cruise_charges")
    .select("voucher_code")
    .where("charge_id", "=", job.result.charge_id as number)
    .executeTakeFirstOrThrow();
  return { state: "done", result: charge.voucher_code };
}

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
