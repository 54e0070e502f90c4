export const VOUCHER_MIN = 3;
export const VOUCHER_MAX = 8;

/** The code as sent (trimmed, upper-cased), or null when it breaks the 3–8 rule. */
export function validateVoucherCode(code: string): string | null {
  const normalized = code.trim().toUpperCase();
  return normalized.length >= VOUCHER_MIN && normalized.length <= VOUCHER_MAX ? normalized : null;
}
