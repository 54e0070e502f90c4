import { atom } from "jotai";
import type { BrandImages } from "../api/BrandImages.ts";

/** The zone's header and banner as the server prepared them (sizes, placeholder, sources). */
export const brandImagesAtom = atom<BrandImages>({});
