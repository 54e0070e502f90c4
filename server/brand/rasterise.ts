import { type BrandSlot, SLOT_WIDTHS } from "./BrandImage.ts";

export interface Variant {
  name: string;
  type: string;
  width: number;
  body: Buffer;
}

export interface Rasterised {
  width: number;
  height: number;
  placeholder: string;
  variants: Variant[];
}

const hex = (n: number) => n.toString(16).padStart(2, "0");

// sharp (and libvips under it) loaded at the first image, not at every start: a server's images come
// from the cache or the low-priority worker (rasteriseWorker.ts), and loading it was ~0.13 CPU-s
// of each start of server/main.ts
const loadSharp = async () => (await import("sharp")).default;

// an SVG's own width may be small: render it at a density that gives the widest variant sharply
async function sourceFor(bytes: Buffer, maxWidth: number) {
  const sharp = await loadSharp();
  const meta = await sharp(bytes).metadata();
  const width = meta.width ?? maxWidth;
  const density =
    meta.format === "svg" ? Math.min(2400, Math.max(72, Math.ceil((72 * maxWidth) / width))) : undefined;
  return { meta, image: () => sharp(bytes, density ? { density } : {}) };
}

// Encoder settings by width. A phone's variants (up to 720 px) are the bytes a passenger waits
// for on the ship link: AVIF effort 4 makes them 4-14 % smaller than effort 2 at the same quality
// setting and a slightly better SSIM (gangnet's header at 360 px: 2371 -> 2183 B, SSIM 0.984 ->
// 0.987), for about a second more of encoding per image, once (the variants are cached). The wide
// ones keep a low effort: a ship's server makes every image at start, and effort costs most there.
const encoding = (width: number) =>
  width <= 720
    ? { avif: { quality: 55, effort: 4 }, webp: { quality: 78, effort: 5 } }
    : { avif: { quality: 55, effort: 2 }, webp: { quality: 78, effort: 3 } };

/** What decides the variants' bytes: part of their names (brandImages.ts), so a change is a new URL. */
export const RASTER_SETTINGS = JSON.stringify({ widths: SLOT_WIDTHS, encoding: [360, 1600].map(encoding) });

/** AVIF and WebP at the slot's widths, and the dominant colour as the placeholder. */
export async function rasterise(bytes: Buffer, slot: BrandSlot, hash: string): Promise<Rasterised> {
  const widest = Math.max(...SLOT_WIDTHS[slot]);
  const { meta, image } = await sourceFor(bytes, widest);
  const width = meta.width ?? widest;
  const height = meta.height ?? Math.round(widest / 3);
  const raster = meta.format !== "svg";
  const widths = SLOT_WIDTHS[slot].filter((w) => !raster || w <= width);
  if (widths.length === 0) widths.push(width);
  const { dominant } = await image().stats();
  const variants: Variant[] = [];
  for (const w of widths) {
    const resized = () => image().resize({ width: w });
    const { avif, webp } = encoding(w);
    variants.push({
      name: `${hash}-${w}.avif`,
      type: "image/avif",
      width: w,
      body: await resized().avif(avif).toBuffer(),
    });
    variants.push({
      name: `${hash}-${w}.webp`,
      type: "image/webp",
      width: w,
      body: await resized().webp(webp).toBuffer(),
    });
  }
  return { width, height, placeholder: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`, variants };
}
