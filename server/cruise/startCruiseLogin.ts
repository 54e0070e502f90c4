import type { Visitor } from "../domain/Actor.ts";
import { redactId } from "../http/redactId.ts";
import type { BookingIdentity } from "./matchesBooking.ts";
import { startValidation } from "./startValidation.ts";
import type { CruiseDeps } from "./CruiseDeps.ts";
import { type CruiseRefusal, refusal } from "./cruiseRefusal.ts";

export type CruiseLoginOutcome = CruiseRefusal | { kind: "started"; relayId: string };

/**
 * The cruise login (spec section 4), the API's and the portal form's alike (server/seam/): the
 * booking's validation starts as a job whose relay id answers this browser alone. Logs carry the
 * zone and relay id, never the booking's details.
 */
export async function startCruiseLogin(
  deps: CruiseDeps,
  visitor: Visitor,
  booking: Required<BookingIdentity>,
): Promise<CruiseLoginOutcome> {
  const refused = await refusal(deps, visitor);
  if (refused) return refused;
  const { zone, now, browser } = visitor;
  const relayId = await startValidation(deps.storage, zone.zoneId, booking, now, deps.jobDelayMs, browser);
  visitor.log.info({ zoneId: zone.zoneId, relayId: redactId(relayId) }, "cruise validation started");
  return { kind: "started", relayId };
}
