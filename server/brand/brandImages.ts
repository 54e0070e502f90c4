import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readImageSize } from "../../tools/lint/images/readImageSize.ts";
import type { BrandImage, BrandSlot } from "./BrandImage.ts";
import { type Rasterised, rasterise } from "./rasterise.ts";

export const BRAND_IMAGE_PATH = "/brand-img/";

export interface StoredImage {
  type: string;
  body: Buffer;
}

export interface BrandImages {
  /** what a page draws for this file now: the variants once made, the source itself until then */
  describe(file: string, slot: BrandSlot): BrandImage | undefined;
  /** makes the variants (once per content), from the cache dir when it has them */
  prepare(file: string, slot: BrandSlot): Promise<void>;
  lookup(name: string): StoredImage | undefined;
}

const SOURCE_TYPES: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
};

function read(file: string): { bytes: Buffer; hash: string } | undefined {
  try {
    const bytes = readFileSync(file);
    return { bytes, hash: createHash("sha256").update(bytes).digest("base64url").slice(0, 16) };
  } catch {
    return undefined;
  }
}

/**
 * Brand images by content hash, in memory (and in cacheDir, so a restart does not encode again):
 * every URL names its content, so it is cached for good and a changed manifest image is a new URL.
 */
export function brandImages(cacheDir?: string): BrandImages {
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
  const toCache = (hash: string, result: Rasterised) => {
    if (!cacheDir) return;
    mkdirSync(cacheDir, { recursive: true });
    for (const v of result.variants) writeFileSync(join(cacheDir, v.name), v.body);
    const index = { ...result, variants: result.variants.map(({ body: _, ...v }) => v) };
    writeFileSync(join(cacheDir, `${hash}.json`), JSON.stringify(index));
  };
  const keep = (result: Rasterised, hash: string) => {
    made.set(hash, result);
    for (const v of result.variants) files.set(v.name, { type: v.type, body: v.body });
  };
  return {
    describe(file, _slot) {
      const source = read(file);
      if (!source) return undefined;
      const ext = file.slice(file.lastIndexOf(".") + 1).toLowerCase();
      const srcName = `${source.hash}.${ext}`;
      files.set(srcName, { type: SOURCE_TYPES[ext] ?? "application/octet-stream", body: source.bytes });
      const result = made.get(source.hash);
      if (!result) {
        const size = readImageSize(source.bytes);
        if (!size) return undefined;
        return {
          src: BRAND_IMAGE_PATH + srcName,
          width: size.width,
          height: size.height,
          placeholder: "transparent",
          sources: [],
        };
      }
      const set = (type: string) =>
        result.variants
          .filter((v) => v.type === type)
          .map((v) => `${BRAND_IMAGE_PATH}${v.name} ${v.width}w`)
          .join(", ");
      const webps = result.variants.filter((v) => v.type === "image/webp");
      const fallback = webps[Math.min(1, webps.length - 1)];
      return {
        src: fallback ? BRAND_IMAGE_PATH + fallback.name : BRAND_IMAGE_PATH + srcName,
        width: result.width,
        height: result.height,
        placeholder: result.placeholder,
        sources: [
          { type: "image/avif", srcSet: set("image/avif") },
          { type: "image/webp", srcSet: set("image/webp") },
        ],
      };
    },
    prepare(file, slot) {
      const source = read(file);
      if (!source || made.has(source.hash)) return Promise.resolve();
      const { hash, bytes } = source;
      let job = pending.get(hash);
      if (!job) {
        const cached = fromCache(hash);
        job = cached
          ? Promise.resolve(keep(cached, hash))
          : rasterise(bytes, slot, hash).then((result) => {
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
