import type { ZoneRegistry } from "../zones/ZoneRegistry.ts";
import type { BrandImage, BrandSlot } from "./BrandImage.ts";
import type { BrandImages } from "./brandImages.ts";

export type ZoneImages = Partial<Record<BrandSlot, BrandImage>>;

const SLOTS: BrandSlot[] = ["header", "banner"];
const BRAND_URL = /^\/brand\/([0-9a-f]{16}\.[a-z]{3,4})$/;

// the registry serves each brand file at /brand/<hash>.<ext> (server/pages/registerZoneFiles.ts)
function sourcesOf(
  registry: ZoneRegistry,
  manifest: Record<string, unknown>,
): [BrandSlot, { url: string; body: Buffer }][] {
  const brand = manifest.brand as Record<string, unknown> | undefined;
  return SLOTS.flatMap((slot) => {
    const url = brand?.[slot];
    const file = typeof url === "string" ? BRAND_URL.exec(url)?.[1] : undefined;
    const asset = file ? registry.asset(file) : undefined;
    return asset && typeof url === "string" ? [[slot, { url, body: asset.body }]] : [];
  });
}

/** What a zone's pages draw for its header and banner now; asks for the variants in the background. */
export function zoneImages(
  images: BrandImages,
  registry: ZoneRegistry,
  manifest: Record<string, unknown>,
): ZoneImages {
  const out: ZoneImages = {};
  for (const [slot, source] of sourcesOf(registry, manifest)) {
    const described = images.describe(source.body, source.url);
    if (described) out[slot] = described;
    if (!described?.sources.length) void images.prepare(source.body, slot).catch(() => {});
  }
  return out;
}

/** Makes every zone's variants, one image at a time (at start and after a reload, off the request path). */
export async function warmZoneImages(images: BrandImages, registry: ZoneRegistry): Promise<void> {
  for (const zone of registry.zones) {
    const layout = registry.layout(zone.zonePrefix);
    if (!layout) continue;
    for (const [slot, source] of sourcesOf(registry, layout.manifest))
      await images.prepare(source.body, slot).catch(() => {});
  }
}
