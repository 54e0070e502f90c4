import { useAtomValue } from "jotai";
import { preload } from "react-dom";
import { BRAND_IMAGE_SIZES, BrandImage, type BrandImageData } from "../../widgets/BrandImage.tsx";
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
  // the header image is the page's largest paint: asked for before anything else the page fetches,
  // so on HTTP/1.1 it gets the connection the page came on, not a new one (a round trip more on a
  // ship's link). The server's page carries this link first in its body; the first source is the
  // one a browser that can read its type picks
  const first = image?.sources[0];
  if (image && slot === "header")
    preload(
      image.src,
      first
        ? {
            as: "image",
            imageSrcSet: first.srcSet,
            imageSizes: BRAND_IMAGE_SIZES.header,
            type: first.type,
            fetchPriority: "high",
          }
        : { as: "image", fetchPriority: "high" },
    );
  return image ? <BrandImage image={image} alt={alt} slot={slot} /> : null;
}
