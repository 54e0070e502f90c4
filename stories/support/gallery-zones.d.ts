// Storybook's gallery of zones (tools/build/galleryZonesPlugin.ts); the portal bundles no manifest
declare module "virtual:gangway/gallery-zones" {
  export const zoneLoaders: Record<string, () => Promise<{ default: unknown }>>;
}
