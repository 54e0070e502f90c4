import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type BrandImages, brandImages } from "./brandImages.ts";
import { lowPriorityRasterise } from "./lowPriorityRasterise.ts";
import { warmZoneImages } from "./zoneImages.ts";
import { type EnvOption, ownSection } from "../env/ownSection.ts";
import { readBrandEnv } from "./readBrandEnv.ts";

declare module "fastify" {
  interface FastifyInstance {
    // headers and banners as responsive AVIF/WebP, made from the manifests' images
    brandImages: BrandImages;
    // resolves once every zone's header and banner variants are made (made now if not warming)
    brandImagesWarm(): Promise<void>;
    // after a reload: its new or changed images get their variants too, off the request path, when
    // warming (WARM_BRAND_IMAGES); otherwise on a page's first request
    brandImagesReloaded(): void;
  }
}

export interface BrandPluginOptions {
  // headers and banners as responsive variants (default: made on first use, kept in cacheDir)
  images?: BrandImages;
  // where those variants are kept across restarts (default <DATA_DIR>/brand-cache; BRAND_CACHE_DIR)
  cacheDir?: string;
  // make every zone's variants at start (and after a reload) rather than on a page's first request
  warm?: boolean;
}

/** The zones' headers and banners as responsive images, made off the request path. */
async function brandPlugin(app: FastifyInstance, options: BrandPluginOptions & EnvOption): Promise<void> {
  // its own section of the environment, under what the composition or a test hands it
  const o = ownSection(options, readBrandEnv);
  const images = o.images ?? brandImages(o.cacheDir ?? `${app.dataDir}/brand-cache`, lowPriorityRasterise());
  app.decorate("brandImages", images);
  // a bench weighs pages as they are once warm: every zone's variants made, or those under way
  // awaited (each image is made once, so this joins the start's warm-up rather than repeating it)
  app.decorate("brandImagesWarm", () => warmZoneImages(images, app.zones));
  app.decorate("brandImagesReloaded", () => {
    if (o.warm) void app.brandImagesWarm();
  });
  // every zone's variants, in the background: until one is made, its page draws the source file in the same box
  if (o.warm)
    app.addHook("onReady", async () => {
      void warmZoneImages(images, app.zones).catch((error) => app.log.warn({ error }, "brand images"));
    });
}

export default fp(brandPlugin, { name: "gangway-brand", dependencies: ["gangway-zones"] });
