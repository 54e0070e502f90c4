import { cpSync, existsSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp, DEFAULT_MANIFESTS_DIR } from "../../server/buildApp.ts";
import { scaled } from "../timeoutFactor.ts";
import { tempDir } from "./helpers/testApp.ts";

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

// one operator's zones: a header and a banner to make, not the whole fleet's
function oneOperator(): { dataDir: string; manifestsDir: string; cacheDir: string } {
  root = tempDir("gangway-warm-");
  const manifestsDir = join(root, "manifests");
  cpSync(join(DEFAULT_MANIFESTS_DIR, "gangnet"), join(manifestsDir, "gangnet"), { recursive: true });
  return { dataDir: join(root, "data"), manifestsDir, cacheDir: join(root, "brand-cache") };
}

const indexes = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".json")) : []);

describe("app.brandImagesWarm()", () => {
  it(
    "makes every zone's header and banner variants into brandCacheDir, once",
    async () => {
      const { dataDir, manifestsDir, cacheDir } = oneOperator();
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
        expect(made).toHaveLength(2);
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
