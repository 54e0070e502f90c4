import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp, DEFAULT_MANIFESTS_DIR } from "../../server/buildApp.ts";
import { scaled } from "../timeoutFactor.ts";
import { tempDir } from "./helpers/testApp.ts";

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

// a flat raster image, as small as the manifests' lint lets a header be (960×200 at least): made at
// the slot widths it reaches, 360 and 720 (rasterise.ts); flat, so each encoding is quick
const smallRaster = (width: number, height: number, shade: number) =>
  sharp(Buffer.alloc(width * height * 3, shade), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();

// one operator's layout and a second zone's of its own, each image flat: the warm-up's loop over
// zones and slots is what is under test, not the encoder (the demo's detailed SVGs at every width
// were most of this file's CPU). Three distinct images: the operator's raster header and SVG
// banner, and the second zone's own header (its banner the operator's, made once for both)
async function twoZones(): Promise<{ dataDir: string; manifestsDir: string; cacheDir: string }> {
  root = tempDir("gangway-warm-");
  const manifestsDir = join(root, "manifests");
  const dir = join(manifestsDir, "gangnet");
  cpSync(join(DEFAULT_MANIFESTS_DIR, "gangnet"), dir, { recursive: true });
  const operator = JSON.parse(readFileSync(join(dir, "operator.json"), "utf8"));
  operator.brand.header = "header.png";
  writeFileSync(join(dir, "operator.json"), JSON.stringify(operator));
  writeFileSync(join(dir, "header.png"), await smallRaster(960, 240, 0x31));
  writeFileSync(
    join(dir, "banner.svg"),
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100"><rect width="400" height="100" fill="#314e92"/></svg>',
  );
  writeFileSync(join(dir, "second-header.png"), await smallRaster(960, 240, 0xe0));
  const second = {
    extends: "premium.json",
    zonePrefix: "gangnet/second",
    zones: [{ zoneId: "gn-second-demo", name: "Second vessel" }],
    brand: { header: "second-header.png" },
  };
  writeFileSync(join(dir, "second.json"), JSON.stringify(second));
  return { dataDir: join(root, "data"), manifestsDir, cacheDir: join(root, "brand-cache") };
}

const indexes = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".json")) : []);

describe("app.brandImagesWarm()", () => {
  it(
    "makes every zone's header and banner variants into brandCacheDir, once",
    async () => {
      const { dataDir, manifestsDir, cacheDir } = await twoZones();
      const app = buildApp({
        storage: { dataDir },
        zones: { manifestsDir },
        brand: { cacheDir: cacheDir },
        http: { logger: false },
      });
      try {
        await app.ready();
        // not warming at start: nothing is made until a page asks, or the warm-up is awaited
        expect(indexes(cacheDir)).toEqual([]);
        await app.brandImagesWarm();
        const made = indexes(cacheDir);
        expect(made).toHaveLength(3);
        // made already: a second call finds them and makes nothing more
        await app.brandImagesWarm();
        expect(indexes(cacheDir)).toEqual(made);
      } finally {
        await app.close();
      }
    },
    scaled(60_000),
  );
});
