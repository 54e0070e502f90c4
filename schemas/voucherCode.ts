// spec sections 5 and 9: at least 3 characters, at most 8, sent upper-cased
export const VOUCHER_CODE_MIN = 3;
export const VOUCHER_CODE_MAX = 8;
const CODE = /^[0-9A-Z]+$/;

/** A voucher code as read at the door: upper case, no spaces, 3 to 8 letters or digits. */
export type VoucherCode = string & { readonly __voucherCode: "read" };

/**
 * A voucher code as typed, read once where it enters (the portal's field, the API's body, the
 * form's post): spaces taken out (a printed code shows two groups, "QE4A DQNE", and a passenger
 * types the gap), upper-cased; null when it is not 3 to 8 letters or digits
 * (api/common.schema.json#/definitions/voucherCode says the same).
 */
export function readVoucherCode(typed: string): VoucherCode | null {
  const code = typed.replace(/\s+/g, "").toUpperCase();
  return code.length >= VOUCHER_CODE_MIN && code.length <= VOUCHER_CODE_MAX && CODE.test(code)
    ? (code as VoucherCode)
    : null;
}
