import { useAtomValue } from "jotai";
import { BrandImage, type BrandImageData } from "../../widgets/BrandImage.tsx";
import { brandImagesAtom } from "../state/brandImagesAtom.ts";
import { zoneAtom } from "../state/zoneAtom.ts";
import { useZoneText } from "./useZoneText.ts";

// without the server's description (the dev server), the manifest's own file in a box of the
// shape the lint asks for
const FALLBACK_SIZE = { header: [1600, 480], banner: [1200, 400] } as const;

/** The zone's header image or banner, described by its text key, or decorative without one. */
export function BrandImageBinding({ slot }: { slot: "header" | "banner" }) {
  const zone = useAtomValue(zoneAtom);
  const prepared = useAtomValue(brandImagesAtom)[slot];
  const alt = useZoneText(slot === "header" ? zone?.brand.headerAlt : zone?.brand.bannerAlt) ?? "";
  const file = zone?.brand[slot];
  const [width, height] = FALLBACK_SIZE[slot];
  const image: BrandImageData | undefined =
    prepared ?? (file ? { src: file, width, height, placeholder: "", sources: [] } : undefined);
  return image ? <BrandImage image={image} alt={alt} slot={slot} /> : null;
}
