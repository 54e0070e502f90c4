// the three spellings gateways send: colons, dashes or bare hex. Kept equal to
// common.schema.json#/definitions/mac (a test compares them).
export const MAC_PATTERN =
  "^(?:[0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){5}|[0-9A-Fa-f]{2}(?:-[0-9A-Fa-f]{2}){5}|[0-9A-Fa-f]{12})$";
const MAC = new RegExp(MAC_PATTERN);

// "AA-BB-CC-DD-EE-FF" -> "aa:bb:cc:dd:ee:ff"; undefined when malformed
export function normaliseMac(raw: string): string | undefined {
  if (!MAC.test(raw)) return undefined;
  const hex = raw.replace(/[:-]/g, "").toLowerCase();
  return hex.replace(/(..)(?!$)/g, "$1:");
}
