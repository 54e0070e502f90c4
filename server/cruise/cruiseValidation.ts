import type { BookingIdentity } from "./matchesBooking.ts";
import { CRUISE_MESSAGES } from "./cruiseMessages.ts";
import type { Storage } from "../storage/Storage.ts";
import type { CruisePackageView, JobPoll } from "./CruiseRecords.ts";
import { bookingPackages, insertJob, matchOf, pollJob, selectBookings, toView } from "./cruiseRows.ts";

/**
 * Looks the booking up now and answers from now + its delay (the booking's own, else the
 * default) on; returns the relay id.
 */
export async function startValidation(
  store: Storage,
  zoneId: string,
  who: Required<BookingIdentity>,
  now: number,
  defaultDelayMs: number,
  browser: string,
): Promise<string> {
  const booking = matchOf(await selectBookings(store.db, zoneId, who).execute(), who);
  return insertJob(store.db, {
    ...{ zoneId, kind: "validate", bookingId: booking?.booking_id ?? null, chargeId: null, browser },
    message: booking ? null : CRUISE_MESSAGES.noBooking,
    now,
    delayMs: booking?.validate_delay_ms ?? defaultDelayMs,
  });
}

/** A validation's answer: the packages of the booking it found, prepaid ones first. */
export async function pollValidation(
  store: Storage,
  zoneId: string,
  relayId: string,
  now: number,
  browser: string | undefined,
): Promise<JobPoll<CruisePackageView[]>> {
  const job = await pollJob(store.db, zoneId, relayId, "validate", now, browser);
  if (job.state !== "done") return job;
  const rows = await bookingPackages(store.db, job.result.booking_id as number)
    .orderBy("e.prepaid", "desc")
    .orderBy("p.position")
    .execute();
  return { state: "done", result: rows.map(toView) };
}
