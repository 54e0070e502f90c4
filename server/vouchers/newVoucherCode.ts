import { randomInt } from "node:crypto";

// no 0/O, 1/I/L: a code read aloud at the info desk or typed on a phone is not misread
export const VOUCHER_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const VOUCHER_LENGTH = 8;

/**
 * Where a code may be drawn from. In a fleet both sides mint codes for a vessel's zones (the shore
 * its batches and web sales, the ship its cabin and card sales), and a code minted on board while
 * the link is down must never be one the shore minted for the same zone meanwhile: the two rows
 * would meet when the link returns (one writer per row, README "Ship and shore"). So the shore's
 * codes start with one of the alphabet's first 15 characters (2-9, A-G) and a ship's with one of
 * the other 16 (H-Z); ships never share a zone, so they need no split among themselves. A server
 * without a link draws from the whole alphabet.
 */
export type CodeSpace = "any" | "shore" | "ship";

const FIRST: Record<CodeSpace, string> = {
  any: VOUCHER_ALPHABET,
  shore: VOUCHER_ALPHABET.slice(0, 15),
  ship: VOUCHER_ALPHABET.slice(15),
};

/** A voucher's code: 8 characters, each from a cryptographically secure, unbiased draw. */
export function newVoucherCode(space: CodeSpace = "any", draw: (max: number) => number = randomInt): string {
  const first = FIRST[space];
  let code = first[draw(first.length)] as string;
  for (let i = 1; i < VOUCHER_LENGTH; i++) code += VOUCHER_ALPHABET[draw(VOUCHER_ALPHABET.length)];
  return code;
}

/** Whether a code could have been drawn in that space (the fleet link checks what it copies). */
export const inCodeSpace = (code: string, space: CodeSpace): boolean => FIRST[space].includes(code[0] ?? "");
