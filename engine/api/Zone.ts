import type { Brand, GangwayManifest, Locale, Pages, Tier } from "../../schemas/gen/manifest.gen.ts";

/** A resolved zone manifest as the server serves it: validated against schemas/zone.schema.json, server keys dropped. */
export type Zone = GangwayManifest & {
  zonePrefix: string;
  tier: Tier;
  locales: Locale[];
  brand: Brand & { name: string; colors: Required<NonNullable<Brand["colors"]>> };
  pages: Pages;
};
