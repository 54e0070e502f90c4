import type { Visitor } from "../domain/Actor.ts";
import { redactId } from "../http/redactId.ts";
import type { BookingIdentity } from "./matchesBooking.ts";
import { startCharge } from "./startCharge.ts";
import type { CruiseDeps } from "./CruiseDeps.ts";
import { type CruiseRefusal, refusal } from "./cruiseRefusal.ts";

export type CruiseChargeOutcome = { kind: "terms" } | CruiseRefusal | { kind: "started"; relayId: string };

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
