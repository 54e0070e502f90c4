import { markOnline } from "../access/markOnline.ts";
import type { Storage } from "../storage/Storage.ts";

/**
 * Test mode only: a device online at the controller without a gateway (the POST twin of /auth),
 * written by the AAA core (access/markOnline.ts). False when the device has no active session.
 */
export function authorizeAccessController(
  store: Storage,
  zoneId: string,
  mac: string,
  now: number,
): Promise<boolean> {
  return markOnline(store, zoneId, mac, now);
}
