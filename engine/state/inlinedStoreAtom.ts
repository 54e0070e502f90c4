import { atom } from "jotai";
import type { BootPayload } from "../../schemas/gen/api.gen.ts";

/**
 * The store as the page arrived with it (server/pages/forms/storeDraw.ts): its items, so that the
 * store's page is drawn by the server, without the script too; and, back from the card provider's
 * hosted page, the order: its vouchers once the payment is confirmed (null until then), `gaveUp`
 * when the page without the script stopped asking. Checked with the page's data (its schema).
 */
export type InlinedStore = NonNullable<BootPayload["store"]>;

/** The store as the page arrived with it; null: without. */
export const inlinedStoreAtom = atom<InlinedStore | null>(null);
