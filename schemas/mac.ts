/**
 * A device's MAC address as Gangway keeps it: lower case, colons ("aa:bb:cc:dd:ee:ff"). Only
 * readMac makes one, where an address enters (the browser's boot, the server's seam, a form, a
 * command); nothing below parses it again. A gateway's RADIUS forms (Cisco's dots, padding) have a
 * reader of their own that makes the same type (server/access/gatewayMac.ts).
 */
export type Mac = string & { readonly __mac: "aa:bb:cc:dd:ee:ff" };

/**
 * The one MAC rule: colons, dashes or 12 bare hex digits, in either case, and never a mix of
 * separators. Kept equal to api/common.schema.json#/definitions/mac (a test compares them).
 */
export const MAC_PATTERN =
  "^(?:[0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){5}|[0-9A-Fa-f]{2}(?:-[0-9A-Fa-f]{2}){5}|[0-9A-Fa-f]{12})$";
const ANY = new RegExp(MAC_PATTERN);
// the kept spelling, which the portal sends back on nearly every call
const KEPT = /^[0-9a-f]{2}(?::[0-9a-f]{2}){5}$/;

/** "AA-BB-CC-DD-EE-FF" → "aa:bb:cc:dd:ee:ff"; undefined for anything the rule refuses. */
export function readMac(raw: unknown): Mac | undefined {
  if (typeof raw !== "string") return undefined;
  if (KEPT.test(raw)) return raw as Mac;
  if (!ANY.test(raw)) return undefined;
  return raw
    .replace(/[:-]/g, "")
    .toLowerCase()
    .replace(/(..)(?!$)/g, "$1:") as Mac;
}
