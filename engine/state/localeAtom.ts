import { atom } from "jotai";
import type { Locale } from "../../schemas/gen/manifest.gen.ts";

export const localeAtom = atom<Locale>("en");
