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

// placeholder for the cruise flow: after validation (captiveStep 8) and after a
// charge (9) the device returns to the package page; the relay itself comes later
export function afterRelay(device: Device, _captiveStep: number | undefined): string {
  return portalUrl("/store", { ...device });
}
