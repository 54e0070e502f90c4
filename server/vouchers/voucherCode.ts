import { randomInt } from "node:crypto";

// no 0/O, 1/I/L: a code read aloud at the info desk or typed on a phone is not misread
export const VOUCHER_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const VOUCHER_LENGTH = 8;

/** A purchased voucher's code: 8 characters, each from a cryptographically secure, unbiased draw. */
export function newVoucherCode(draw: (max: number) => number = randomInt): string {
  let code = "";
  for (let i = 0; i < VOUCHER_LENGTH; i++) code += VOUCHER_ALPHABET[draw(VOUCHER_ALPHABET.length)];
  return code;
}
