import { atom } from "jotai";
import type { BrandImageData } from "../../widgets/BrandImage.tsx";

export type BrandImages = Partial<Record<"header" | "banner", BrandImageData>>;

/** The zone's header and banner as the server prepared them (sizes, placeholder, sources). */
export const brandImagesAtom = atom<BrandImages>({});
