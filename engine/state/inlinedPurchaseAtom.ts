import { atom } from "jotai";
import type { BootPayload } from "../../schemas/gen/api.gen.ts";

/** A package bought without the script, and the voucher code its charge issued (the page's data). */
export type InlinedPurchase = NonNullable<BootPayload["cruisePurchase"]>;

/**
 * The purchase-complete page drawn by the server after a charge it polled for a browser without
 * the script: the page shows it (with the booking's packages inlined beside it). Null: without.
 */
export const inlinedPurchaseAtom = atom<InlinedPurchase | null>(null);
