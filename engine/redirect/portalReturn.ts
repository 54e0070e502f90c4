import type { Query } from "../state/queryAtom.ts";
import type { ControllerPath } from "./accessControllerUrl.ts";

// the cruise steps (spec section 4): a validation relayed (8), a charge relayed (9)
const CRUISE_VALIDATE_STEP = 8;
const CRUISE_CHARGE_STEP = 9;

/**
 * Where the spec's controller would send the device back after a step a vendor's gateway does not
 * have: the store's bypass (its walled garden lets the payment window through), the cruise relay
 * (the portal's server relays to the ship's system itself), the captive assistant's bypass, a
 * logout or login without a step of the gateway's own. Always a page of the portal.
 */
export function portalReturn(
  query: Query,
  path: ControllerPath,
  captiveStep: number,
  retryCount: number,
): string {
  const device = { mac: query.mac, zoneId: query.zoneId };
  const to = (page: string, extra: Record<string, string> = {}) =>
    `${page}?${new URLSearchParams({ ...device, ...extra })}`;
  switch (path) {
    case "/tempbypass":
      // the checkout flag first, as the spec's controller writes it
      return `/store?${new URLSearchParams({ checkout: String(retryCount), ...device })}`;
    case "/triggerrelay":
      if (captiveStep === CRUISE_CHARGE_STEP) return to("/store");
      return captiveStep === CRUISE_VALIDATE_STEP
        ? to("/start", { ignoreSessionRedirect: "true" })
        : to("/start");
    case "/cnabypass":
      return to("/cna");
    case "/logout":
      return to("/start", { ignoreSessionRedirect: "true" });
    default:
      return to("/status");
  }
}
