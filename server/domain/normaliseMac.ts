// the three spellings gateways send: colons, dashes or bare hex. Kept equal to
// common.schema.json#/definitions/mac (a test compares them).
export const MAC_PATTERN =
  "^(?:[0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){5}|[0-9A-Fa-f]{2}(?:-[0-9A-Fa-f]{2}){5}|[0-9A-Fa-f]{12})$";
const MAC = new RegExp(MAC_PATTERN);
// the spelling the portal sends back on nearly every call
const CANONICAL = /^[0-9a-f]{2}(?::[0-9a-f]{2}){5}$/;

// "AA-BB-CC-DD-EE-FF" -> "aa:bb:cc:dd:ee:ff"; undefined when malformed
export function normaliseMac(raw: string): string | undefined {
  if (CANONICAL.test(raw)) return raw;
  if (!MAC.test(raw)) return undefined;
  const hex = raw.replace(/[:-]/g, "").toLowerCase();
  return hex.replace(/(..)(?!$)/g, "$1:");
}
