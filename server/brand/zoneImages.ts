import { join } from "node:path";
import type { BrandImage, BrandSlot } from "./BrandImage.ts";
import type { BrandImages } from "./brandImages.ts";
import { manifestFor } from "./manifestFor.ts";

export type ZoneImages = Partial<Record<BrandSlot, BrandImage>>;

const SLOTS: BrandSlot[] = ["header", "banner"];

function filesOf(zonePrefix: string): [BrandSlot, string][] {
  const zone = manifestFor(zonePrefix);
  const brand = zone?.manifest.brand as Record<string, unknown> | undefined;
  if (!zone || !brand) return [];
  return SLOTS.flatMap((slot) => {
    const dir = zone.assetDirs[`/brand/${slot}`];
    const name = brand[slot];
    return dir && typeof name === "string" ? [[slot, join(dir, name)] as [BrandSlot, string]] : [];
  });
}

/** What a zone's pages draw for its header and banner now; asks for the variants in the background. */
export function zoneImages(images: BrandImages, zonePrefix: string): ZoneImages {
  const out: ZoneImages = {};
  for (const [slot, file] of filesOf(zonePrefix)) {
    const described = images.describe(file, slot);
    if (described) out[slot] = described;
    if (!described?.sources.length) void images.prepare(file, slot).catch(() => {});
  }
  return out;
}

/** Makes every listed zone's variants, one image at a time (the server's start, off the request path). */
export async function warmZoneImages(images: BrandImages, zonePrefixes: string[]): Promise<void> {
  for (const prefix of zonePrefixes)
    for (const [slot, file] of filesOf(prefix)) await images.prepare(file, slot).catch(() => {});
}
