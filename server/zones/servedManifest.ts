import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { extname, join } from "node:path";
import { browserManifest } from "../../fleet/manifests/browserManifest.ts";
import { BRAND_ASSETS, type ResolvedManifest } from "../../fleet/manifests/resolveManifest.ts";

export interface ServedFile {
  body: Buffer;
  type: string;
}

export interface ServedManifest {
  /** the manifest a browser gets: server keys dropped, brand assets as /brand/ URLs */
  manifest: Record<string, unknown>;
  /** /zones/<hash>.json: immutable, its address changes with its content */
  url: string;
  hash: string;
}

const TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".avif": "image/avif",
  ".gif": "image/gif",
};

export const contentHash = (body: string | Buffer) =>
  createHash("sha256").update(body).digest("hex").slice(0, 16);

/**
 * A layout as the server serves it. Each brand asset is read now, so a later edit of the file
 * changes nothing until a reload; its URL names its content, so browsers may cache it for good.
 */
export function servedManifest(layout: ResolvedManifest, assets: Map<string, ServedFile>): ServedManifest {
  const manifest = browserManifest(structuredClone(layout.manifest)) as Record<string, unknown> & {
    brand?: Record<string, unknown>;
  };
  for (const key of BRAND_ASSETS) {
    const dir = layout.assetDirs[`/brand/${key}`];
    const name = manifest.brand?.[key];
    if (!dir || typeof name !== "string" || !manifest.brand) continue;
    const body = readFileSync(join(dir, name));
    const ext = extname(name).toLowerCase();
    const file = `${contentHash(body)}${ext}`;
    assets.set(file, { body, type: TYPES[ext] ?? "application/octet-stream" });
    manifest.brand[key] = `/brand/${file}`;
  }
  const hash = contentHash(JSON.stringify(manifest));
  return { manifest, hash, url: `/zones/${hash}.json` };
}
