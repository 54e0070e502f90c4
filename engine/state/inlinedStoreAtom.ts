import { atom } from "jotai";
import type { InlinedStore } from "../api/inlinedStore.ts";

export type { InlinedStore } from "../api/inlinedStore.ts";

/** The store as the page arrived with it (engine/api/inlinedStore.ts); null: without. */
export const inlinedStoreAtom = atom<InlinedStore | null>(null);
