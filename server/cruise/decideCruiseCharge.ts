import { MINUTE } from "../domain/time.ts";
import { CRUISE_MESSAGES } from "./cruiseMessages.ts";

// a charge of the same package for the same booking within this window is a retry of the
// first (a lost answer, a timed-out poll, a second tap): the same job, billed once
export const CHARGE_RETRY_WINDOW_MS = 10 * MINUTE;

export interface ChargeFacts {
  bookingFound: boolean;
  // the booking's every fact is known to the asker: the charge carried its e-mail address, or the
  // same browser validated the booking (with it) lately
  proven: boolean;
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
// Every refusal is one message, whatever was wrong.
export function decideCruiseCharge(facts: ChargeFacts): ChargeDecision {
  const { entitlement, previous } = facts;
  const refused = { kind: "refused", message: CRUISE_MESSAGES.notCharged } as const;
  if (!facts.bookingFound || !facts.proven || !entitlement) return refused;
  if (entitlement.prepaid !== facts.requestedPrepaid) return refused;
  if (previous && (entitlement.prepaid || facts.now - previous.chargedAt < CHARGE_RETRY_WINDOW_MS))
    return { kind: "repeat", chargeId: previous.chargeId };
  return {
    kind: "charge",
    prepaid: entitlement.prepaid,
    amount: entitlement.prepaid ? 0 : entitlement.amount,
  };
}
