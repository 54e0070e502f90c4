import type { Visitor } from "../domain/Actor.ts";
import { redactId } from "../http/redactId.ts";
import type { Storage } from "../storage/Storage.ts";
import type { BookingIdentity } from "./matchesBooking.ts";
import type { CruiseLimiter } from "./cruiseLimiter.ts";
import { startValidation } from "./cruiseValidation.ts";
import { startCharge } from "./startCharge.ts";

/** What the cruise login and charge need: the database, the booking look-ups' limits, the jobs' delay. */
export interface CruiseDeps {
  storage: Storage;
  limit: CruiseLimiter;
  // how long the property-management simulator's jobs answer 202 unless the booking says otherwise
  jobDelayMs: number;
}

// every refusal of a booking look-up is one of these, before any booking is read
export type CruiseRefusal = { kind: "no-cruise" } | { kind: "limited"; retryAfterSeconds: number };
export type CruiseLoginOutcome = CruiseRefusal | { kind: "started"; relayId: string };
export type CruiseChargeOutcome = { kind: "terms" } | CruiseRefusal | { kind: "started"; relayId: string };

// a zone without cruise packages has no booking to look up; a client over its limit looks up none
async function refusal(deps: CruiseDeps, visitor: Visitor): Promise<CruiseRefusal | undefined> {
  if (visitor.zone.tier !== "cruise") return { kind: "no-cruise" };
  const wait = await deps.limit(visitor.zone.zoneId, visitor.client);
  if (wait === undefined) return undefined;
  visitor.log.warn({ zoneId: visitor.zone.zoneId }, "cruise booking look-ups rate limited");
  return { kind: "limited", retryAfterSeconds: wait };
}

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

/** A package billed to the cabin (cruise/startCharge.ts): its terms first, nothing counted without them. */
export async function chargeCruise(
  deps: CruiseDeps,
  visitor: Visitor,
  input: BookingIdentity & { packageId: string; prepaid: boolean; termsAccepted: boolean },
): Promise<CruiseChargeOutcome> {
  const { termsAccepted, ...charge } = input;
  if (!termsAccepted) return { kind: "terms" };
  const refused = await refusal(deps, visitor);
  if (refused) return refused;
  const { zone, now, browser } = visitor;
  const relayId = await startCharge(deps.storage, zone.zoneId, { ...charge, browser }, now, deps.jobDelayMs);
  visitor.log.info(
    { zoneId: zone.zoneId, relayId: redactId(relayId), packageId: input.packageId },
    "cruise charge",
  );
  return { kind: "started", relayId };
}
