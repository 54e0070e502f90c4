import { randomInt } from "node:crypto";

// no 0/O, 1/I/L: a passenger copies the code from one screen to another by hand
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const ISSUED_CODE_LENGTH = 8;

// a fresh voucher code; `taken` says whether the zone already has it
export function newVoucherCode(taken: (code: string) => boolean): string {
  for (;;) {
    let code = "";
    for (let i = 0; i < ISSUED_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
    if (!taken(code)) return code;
  }
}
