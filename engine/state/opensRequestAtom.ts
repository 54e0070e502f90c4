import { atom } from "jotai";
import type { OpenZone, Session } from "../api/types.ts";

/**
 * The zone's open accesses and this device's availability of each, asked once per session answer
 * however many offers a page shows (a trial card and a free card ask the same questions).
 */
export interface OpensRequest {
  session: Session | null;
  opens: Promise<OpenZone[]>;
  available: Map<number, Promise<boolean>>;
}

export const opensRequestAtom = atom<OpensRequest | null>(null);
