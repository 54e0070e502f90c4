import { atom } from "jotai";
import type { Settings } from "../api/types.ts";

export const settingsAtom = atom<Settings | null>(null);
