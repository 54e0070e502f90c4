import type { BookingIdentity } from "./matchesBooking.ts";
import { CRUISE_MESSAGES } from "./cruiseMessages.ts";
import type { Storage } from "../storage/Storage.ts";
import { insertJob, matchOf, selectBookings } from "./cruiseRows.ts";

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
