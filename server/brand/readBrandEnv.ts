import { checkSection, FLAG, flagOf } from "../env/checkEnv.ts";
import type { EnvSection } from "../env/EnvSection.ts";

export const BRAND_ENV = {
  BRAND_CACHE_DIR: {
    rule: { type: "string" },
    unset: "`DATA_DIR`/brand-cache",
    text: "where the header and banner variants (AVIF, WebP) are kept, so a restart does not encode them again",
  },
  WARM_BRAND_IMAGES: {
    rule: FLAG,
    unset: "on",
    text: "make every zone's variants at start and after a reload, in the background; off: on a page's first request",
  },
} satisfies EnvSection;

/** BRAND_CACHE_DIR and WARM_BRAND_IMAGES; a wrong one throws ServerEnvError. */
export function readBrandEnv(env: NodeJS.ProcessEnv): { cacheDir?: string; warm: boolean } {
  const raw = checkSection<{ BRAND_CACHE_DIR?: string; WARM_BRAND_IMAGES?: string }>(BRAND_ENV, env);
  return { cacheDir: raw.BRAND_CACHE_DIR || undefined, warm: flagOf(raw.WARM_BRAND_IMAGES, true) };
}
