declare module "virtual:gangway/zones" {
  export const zoneLoaders: Record<string, () => Promise<{ default: unknown }>>;
}
