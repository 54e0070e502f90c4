import { atom } from "jotai";

/** A package bought without the script, and the voucher code its charge issued. */
export interface InlinedPurchase {
  packageId: string;
  code: string;
}

const isText = (v: unknown): v is string => typeof v === "string" && v.length > 0 && v.length <= 256;

/** The purchase the server put into the page (forms/cruiseCheck.ts), checked; anything else is none. */
export function inlinedPurchase(value: unknown): InlinedPurchase | null {
  if (typeof value !== "object" || value === null) return null;
  const { packageId, code } = value as Record<string, unknown>;
  return isText(packageId) && isText(code) ? { packageId, code } : null;
}

/**
 * The purchase-complete page drawn by the server after a charge it polled for a browser without
 * the script: the page shows it (with the booking's packages inlined beside it). Null: without.
 */
export const inlinedPurchaseAtom = atom<InlinedPurchase | null>(null);
