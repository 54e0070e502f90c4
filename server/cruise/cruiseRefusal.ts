import type { Visitor } from "../domain/Actor.ts";
import type { CruiseDeps } from "./CruiseDeps.ts";

// every refusal of a booking look-up is one of these, before any booking is read
export type CruiseRefusal = { kind: "no-cruise" } | { kind: "limited"; retryAfterSeconds: number };

// a zone without cruise packages has no booking to look up; a client over its limit looks up none
export async function refusal(deps: CruiseDeps, visitor: Visitor): Promise<CruiseRefusal | undefined> {
  if (visitor.zone.tier !== "cruise") return { kind: "no-cruise" };
  const wait = await deps.limit(visitor.zone.zoneId, visitor.client);
  if (wait === undefined) return undefined;
  visitor.log.warn({ zoneId: visitor.zone.zoneId }, "cruise booking look-ups rate limited");
  return { kind: "limited", retryAfterSeconds: wait };
}
