import { MINUTE } from "../domain/time.ts";
import { CRUISE_MESSAGES } from "./cruiseMessages.ts";

// a charge of the same package for the same booking within this window is a retry of the
// first (a lost answer, a timed-out poll, a second tap): the same job, billed once
export const CHARGE_RETRY_WINDOW_MS = 10 * MINUTE;

export interface ChargeFacts {
  bookingFound: boolean;
  // the package as the booking may have it: undefined when the booking has no such package
  entitlement: { prepaid: boolean; amount: number } | undefined;
  // what the portal says the package is
  requestedPrepaid: boolean;
  // the newest earlier charge of this package for this booking
  previous: { chargeId: number; chargedAt: number } | undefined;
  now: number;
}

export type ChargeDecision =
  | { kind: "refused"; message: string }
  | { kind: "repeat"; chargeId: number }
  | { kind: "charge"; prepaid: boolean; amount: number };

// a prepaid package is issued once and shown again on every later request; a chargeable one is
// billed once per retry window. The portal's isPrePurchased must agree with the booking, so a
// chargeable package can never be had for free by claiming it is prepaid.
export function decideCruiseCharge(facts: ChargeFacts): ChargeDecision {
  const { entitlement, previous } = facts;
  if (!facts.bookingFound) return { kind: "refused", message: CRUISE_MESSAGES.noBooking };
  if (!entitlement) return { kind: "refused", message: CRUISE_MESSAGES.noPackage };
  if (entitlement.prepaid && !facts.requestedPrepaid)
    return { kind: "refused", message: CRUISE_MESSAGES.prepaid };
  if (!entitlement.prepaid && facts.requestedPrepaid)
    return { kind: "refused", message: CRUISE_MESSAGES.notPrepaid };
  if (previous && (entitlement.prepaid || facts.now - previous.chargedAt < CHARGE_RETRY_WINDOW_MS))
    return { kind: "repeat", chargeId: previous.chargeId };
  return {
    kind: "charge",
    prepaid: entitlement.prepaid,
    amount: entitlement.prepaid ? 0 : entitlement.amount,
  };
}
