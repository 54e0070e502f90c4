import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readImageSize } from "../../fleet/images/readImageSize.ts";
import type { BrandImage, BrandSlot } from "./BrandImage.ts";
import type { Rasterise } from "./lowPriorityRasterise.ts";
import { RASTER_SETTINGS, type Rasterised, rasterise } from "./rasterise.ts";

export const BRAND_IMAGE_PATH = "/brand-img/";

export interface StoredImage {
  type: string;
  body: Buffer;
}

export interface BrandImages {
  /**
   * What a page draws for this image now: the variants once made; until then the source itself,
   * at the URL it is already served from, in a box of its declared size.
   */
  describe(body: Buffer, sourceUrl: string): BrandImage | undefined;
  /** makes the variants (once per content), from the cache dir when it has them */
  prepare(body: Buffer, slot: BrandSlot): Promise<void>;
  lookup(name: string): StoredImage | undefined;
}

// the source and the settings it is made with: new settings make new names, never a stale cache
const hashOf = (bytes: Buffer) =>
  createHash("sha256").update(RASTER_SETTINGS).update(bytes).digest("base64url").slice(0, 16);

/**
 * Brand images by content hash, in memory (and in cacheDir, so a restart does not encode again):
 * every URL names its content, so it is cached for good and a changed manifest image is a new URL.
 */
export function brandImages(cacheDir?: string, encode: Rasterise = rasterise): BrandImages {
  const files = new Map<string, StoredImage>();
  const made = new Map<string, Rasterised>();
  const pending = new Map<string, Promise<void>>();
  const fromCache = (hash: string): Rasterised | undefined => {
    if (!cacheDir) return undefined;
    try {
      const index = JSON.parse(readFileSync(join(cacheDir, `${hash}.json`), "utf8")) as Omit<
        Rasterised,
        "variants"
      > & {
        variants: { name: string; type: string; width: number }[];
      };
      const variants = index.variants.map((v) => ({ ...v, body: readFileSync(join(cacheDir, v.name)) }));
      return { ...index, variants };
    } catch {
      return undefined;
    }
  };
  // each file whole or not at all: servers sharing a cache dir (BRAND_CACHE_DIR) may make the same
  // image at once, and one reading a variant while another rewrote it in place got part of it
  const writeWhole = (name: string, data: Buffer | string) => {
    const path = join(cacheDir as string, name);
    writeFileSync(`${path}.${process.pid}.tmp`, data);
    renameSync(`${path}.${process.pid}.tmp`, path);
  };
  const toCache = (hash: string, result: Rasterised) => {
    if (!cacheDir) return;
    mkdirSync(cacheDir, { recursive: true });
    for (const v of result.variants) writeWhole(v.name, v.body);
    const index = { ...result, variants: result.variants.map(({ body: _, ...v }) => v) };
    writeWhole(`${hash}.json`, JSON.stringify(index));
  };
  const keep = (result: Rasterised, hash: string) => {
    made.set(hash, result);
    for (const v of result.variants) files.set(v.name, { type: v.type, body: v.body });
  };
  return {
    describe(body, sourceUrl) {
      const result = made.get(hashOf(body));
      if (!result) {
        const size = readImageSize(body);
        if (!size) return undefined;
        return { src: sourceUrl, width: size.width, height: size.height, placeholder: "", sources: [] };
      }
      const set = (type: string) =>
        result.variants
          .filter((v) => v.type === type)
          .map((v) => `${BRAND_IMAGE_PATH}${v.name} ${v.width}w`)
          .join(", ");
      const webps = result.variants.filter((v) => v.type === "image/webp");
      const fallback = webps[Math.min(1, webps.length - 1)];
      return {
        src: fallback ? BRAND_IMAGE_PATH + fallback.name : sourceUrl,
        width: result.width,
        height: result.height,
        placeholder: result.placeholder,
        sources: [
          { type: "image/avif", srcSet: set("image/avif") },
          { type: "image/webp", srcSet: set("image/webp") },
        ],
      };
    },
    prepare(body, slot) {
      const hash = hashOf(body);
      if (made.has(hash)) return Promise.resolve();
      let job = pending.get(hash);
      if (!job) {
        const cached = fromCache(hash);
        job = cached
          ? Promise.resolve(keep(cached, hash))
          : encode(body, slot, hash).then((result) => {
              keep(result, hash);
              toCache(hash, result);
            });
        pending.set(hash, job);
        job.finally(() => pending.delete(hash)).catch(() => {});
      }
      return job;
    },
    lookup: (name) => files.get(name),
  };
}
