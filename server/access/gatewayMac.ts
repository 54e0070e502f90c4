import { type Mac, readMac } from "../../schemas/mac.ts";

/**
 * A device's MAC as gateways write it in Calling-Station-Id or User-Name: colons, dashes (RFC 3580's
 * "AA-BB-CC-DD-EE-FF"), Cisco's dotted "aabb.ccdd.eeff", or bare hex, in either case; undefined
 * for anything else. Spelt as the rest of Gangway stores it ("aa:bb:cc:dd:ee:ff").
 */
export function gatewayMac(raw: string | undefined): Mac | undefined {
  if (!raw) return undefined;
  const hex = raw.trim().replace(/[.:-]/g, "");
  return /^[0-9A-Fa-f]{12}$/.test(hex) ? readMac(hex) : undefined;
}
