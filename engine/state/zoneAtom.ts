import { atom } from "jotai";
import type { Zone } from "../api/Zone.ts";

export const zoneAtom = atom<Zone | null>(null);
