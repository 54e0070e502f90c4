import { type Mac, readMac } from "../../schemas/mac.ts";

// every Access-Request and accounting packet spells its device's MAC again, as it did before:
// each spelling read once (the reading's regular expressions were a fortieth of an answer's CPU).
// Only MACs are kept (a User-Name that is none, a handoff credential, is read afresh); bounded,
// forgotten all at once when full
const read = new Map<string, Mac>();
const READ_KEPT = 4096;

/**
 * A device's MAC as gateways write it in Calling-Station-Id or User-Name: colons, dashes (RFC 3580's
 * "AA-BB-CC-DD-EE-FF"), Cisco's dotted "aabb.ccdd.eeff", or bare hex, in either case; undefined
 * for anything else. Spelt as the rest of Gangway stores it ("aa:bb:cc:dd:ee:ff").
 */
export function gatewayMac(raw: string | undefined): Mac | undefined {
  if (!raw) return undefined;
  const known = read.get(raw);
  if (known) return known;
  const hex = raw.trim().replace(/[.:-]/g, "");
  const mac = /^[0-9A-Fa-f]{12}$/.test(hex) ? readMac(hex) : undefined;
  if (mac) {
    if (read.size >= READ_KEPT) read.clear();
    read.set(raw, mac);
  }
  return mac;
}
