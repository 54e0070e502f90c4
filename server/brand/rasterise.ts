import sharp from "sharp";
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

// an SVG's own width may be small: render it at a density that gives the widest variant sharply
async function sourceFor(bytes: Buffer, maxWidth: number) {
  const meta = await sharp(bytes).metadata();
  const width = meta.width ?? maxWidth;
  const density =
    meta.format === "svg" ? Math.min(2400, Math.max(72, Math.ceil((72 * maxWidth) / width))) : undefined;
  return { meta, image: () => sharp(bytes, density ? { density } : {}) };
}

/**
 * AVIF and WebP at the slot's widths, and the dominant colour as the placeholder. Low encoder
 * effort: a cruise ship's server does this for every image at start, and the images are flat
 * illustrations that compress well anyway.
 */
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
    variants.push({
      name: `${hash}-${w}.avif`,
      type: "image/avif",
      width: w,
      body: await resized().avif({ quality: 55, effort: 2 }).toBuffer(),
    });
    variants.push({
      name: `${hash}-${w}.webp`,
      type: "image/webp",
      width: w,
      body: await resized().webp({ quality: 78, effort: 3 }).toBuffer(),
    });
  }
  return { width, height, placeholder: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`, variants };
}
