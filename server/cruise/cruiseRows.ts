import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import { type BookingIdentity, matchesBooking } from "./matchesBooking.ts";
import type { Db } from "../storage/Storage.ts";
import type { CruiseJobsTable, CruisePackagesTable } from "../storage/Tables.ts";
import type { CruisePackageView } from "./CruisePackageView.ts";
import type { JobPoll } from "./JobPoll.ts";

type PackageRow = Selectable<CruisePackagesTable> & { prepaid: number };
type JobKind = CruiseJobsTable["kind"];

export const toView = (p: PackageRow): CruisePackageView => ({
  id: p.package_id,
  title: p.title,
  description: JSON.parse(p.description_json) as string[],
  prepaid: p.prepaid === 1,
  amount: p.prepaid === 1 ? 0 : p.amount,
  currency: p.currency,
  duration: p.duration,
  durationUnit: p.duration_unit,
  translations: p.translations_json === null ? null : JSON.parse(p.translations_json),
});

// a booking's packages, with whether it prepaid each
export function bookingPackages(q: Db, bookingId: number) {
  return q
    .selectFrom("cruise_entitlements as e")
    .innerJoin("cruise_packages as p", (j) =>
      j.onRef("p.zone_id", "=", "e.zone_id").onRef("p.package_id", "=", "e.package_id"),
    )
    .selectAll("p")
    .select("e.prepaid")
    .where("e.booking_id", "=", bookingId);
}

// the booking these details name: candidates by date of birth, then the rules' match
export function selectBookings(q: Db, zoneId: string, who: BookingIdentity) {
  return q
    .selectFrom("cruise_bookings")
    .selectAll()
    .where("zone_id", "=", zoneId)
    .where("date_of_birth", "=", who.dateOfBirth.trim())
    .orderBy("booking_id");
}

export function matchOf<
  B extends { surname: string; personal_key: string; email: string; date_of_birth: string },
>(candidates: B[], who: BookingIdentity): B | undefined {
  return candidates.find((b) =>
    matchesBooking(
      { surname: b.surname, personalKey: b.personal_key, email: b.email, dateOfBirth: b.date_of_birth },
      who,
    ),
  );
}

export interface NewJob {
  zoneId: string;
  // the browser that started it, the only one its relay id answers
  browser: string;
  kind: JobKind;
  bookingId: number | null;
  chargeId: number | null;
  message: string | null;
  now: number;
  delayMs: number;
}

// a job answers 202 until its delay has passed, then its result; returns its relay id
export async function insertJob(q: Db, job: NewJob): Promise<string> {
  const relayId = randomUUID();
  await q
    .insertInto("cruise_jobs")
    .values({
      ...{ relay_id: relayId, zone_id: job.zoneId, kind: job.kind, booking_id: job.bookingId },
      ...{
        charge_id: job.chargeId,
        browser: job.browser,
        message: job.message,
        created_at: job.now,
        ready_at: job.now + job.delayMs,
      },
    })
    .execute();
  return relayId;
}

// test mode: a held job answers its result from now on (false: no such job in the zone)
export async function releaseJob(q: Db, zoneId: string, relayId: string, now: number): Promise<boolean> {
  const released = await q
    .updateTable("cruise_jobs")
    .set({ ready_at: now })
    .where("relay_id", "=", relayId)
    .where("zone_id", "=", zoneId)
    .where("ready_at", ">", now)
    .executeTakeFirst();
  if (released.numUpdatedRows > 0n) return true;
  const job = await q
    .selectFrom("cruise_jobs")
    .select("relay_id")
    .where("relay_id", "=", relayId)
    .where("zone_id", "=", zoneId)
    .executeTakeFirst();
  return job !== undefined;
}

// unknown ids, another zone's and another browser's are "unknown": a relay id travels through the
// access controller's URL, so knowing it proves nothing
export async function pollJob(
  q: Db,
  zoneId: string,
  relayId: string,
  kind: JobKind,
  now: number,
  browser: string | undefined,
): Promise<JobPoll<Selectable<CruiseJobsTable>>> {
  if (browser === undefined) return { state: "unknown" };
  const job = await q
    .selectFrom("cruise_jobs")
    .selectAll()
    .where("relay_id", "=", relayId)
    .where("zone_id", "=", zoneId)
    .where("kind", "=", kind)
    .where("browser", "=", browser)
    .executeTakeFirst();
  if (!job) return { state: "unknown" };
  if (now < job.ready_at) return { state: "pending" };
  if (job.message !== null) return { state: "failed", message: job.message };
  return { state: "done", result: job };
}

// this browser found this booking with every fact (a validation asks for the e-mail address) lately
export async function validatedBy(
  q: Db,
  bookingId: number,
  browser: string,
  since: number,
): Promise<boolean> {
  const job = await q
    .selectFrom("cruise_jobs")
    .select("relay_id")
    .where("kind", "=", "validate")
    .where("booking_id", "=", bookingId)
    .where("browser", "=", browser)
    .where("created_at", ">=", since)
    .executeTakeFirst();
  return job !== undefined;
}
