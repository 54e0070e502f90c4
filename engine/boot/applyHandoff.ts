import { writeStored, zoneKey } from "../state/browserStorage.ts";
import { CRUISE_KEYS } from "../state/cruiseStorage.ts";
import { CHECKOUT_KEY } from "../state/storeStorage.ts";

/**
 * What a form the server answered before the script ran leaves for the app (server/pages/forms/):
 * the cruise login's relay id and booking, or the store's checkout, kept where the flows would have
 * kept them before sending the device to the controller. Written to storage, not to the atoms: the
 * atoms read it (and check it) once the page has hydrated, as anything else stored.
 */
export function applyHandoff(zonePrefix: string, handoff: unknown): void {
  if (typeof handoff !== "object" || handoff === null) return;
  const { cruise, checkout } = handoff as { cruise?: unknown; checkout?: unknown };
  if (typeof cruise === "object" && cruise !== null) {
    const { validateRelayId, user } = cruise as { validateRelayId?: unknown; user?: unknown };
    if (typeof validateRelayId === "string" && typeof user === "object" && user !== null) {
      writeStored("session", CRUISE_KEYS.user, user);
      writeStored("session", CRUISE_KEYS.validateRelayId, validateRelayId);
    }
  }
  if (typeof checkout === "object" && checkout !== null)
    writeStored("session", zoneKey(zonePrefix, CHECKOUT_KEY), checkout);
}
