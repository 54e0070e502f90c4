import { portalUrl } from "./portalUrl.ts";

export interface Device {
  mac: string;
  zoneId: string;
}

// /auth: online -> status page; refused -> the portal's entry, counting the retry
export function afterAuth(authorized: boolean, device: Device, retryCount: number): string {
  return authorized
    ? portalUrl("/status", { ...device })
    : portalUrl("/", { ...device, retryCount: retryCount + 1 });
}

export function afterLogout(device: Device): string {
  return portalUrl("/start", { ...device, ignoreSessionRedirect: true });
}

// tempbypass: retryCount carries the store's checkout flag (spec section 7)
export function afterTempBypass(device: Device, checkout: number): string {
  return portalUrl("/store", { checkout, ...device });
}

export function afterCnaBypass(device: Device): string {
  return portalUrl("/cna", { ...device });
}

// the cruise flow (spec section 4): after a validation was relayed (captiveStep 8) the login page
// polls it, so the device returns to the start page without the session redirect; after a charge
// (9) the package page polls that. Any other step starts over at the start page.
export const CRUISE_VALIDATE_STEP = 8;
export const CRUISE_CHARGE_STEP = 9;

export function afterRelay(device: Device, captiveStep: number | undefined): string {
  if (captiveStep === CRUISE_CHARGE_STEP) return portalUrl("/store", { ...device });
  if (captiveStep === CRUISE_VALIDATE_STEP)
    return portalUrl("/start", { ...device, ignoreSessionRedirect: true });
  return portalUrl("/start", { ...device });
}
