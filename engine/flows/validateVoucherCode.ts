export const VOUCHER_MIN = 3;
export const VOUCHER_MAX = 8;

/**
 * The code as sent (without spaces, upper-cased), or null when it breaks the 3–8 rule. Printed
 * vouchers show a code in two groups ("QE4A DQNE", npm run vouchers): a passenger types the gap.
 */
export function validateVoucherCode(code: string): string | null {
  const normalized = code.replace(/\s+/g, "").toUpperCase();
  return normalized.length >= VOUCHER_MIN && normalized.length <= VOUCHER_MAX ? normalized : null;
}
