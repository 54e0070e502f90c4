import { atom } from "jotai";

/** An open access of the zone and whether this device may start it, as the page arrived with it. */
export interface InlinedOpen {
  id: number;
  keyword: string;
  available: boolean;
  /** how long it runs once started (the spec's '15min free is not available' names it) */
  minutes?: number;
}

/** The server's answer for the session the page arrived with; null when the page came without one. */
export const opensAtom = atom<InlinedOpen[] | null>(null);
