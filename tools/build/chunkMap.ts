import type { OutputBundle } from "rolldown";
import type { ResolvedManifest } from "../manifests/resolveManifest.ts";

export const CHUNK_MAP_FILE = "gangway-chunks.json";

export interface ChunkMap {
  zones: Record<string, { file: string; locales: string[] }>;
  catalogs: Record<string, string>;
  /** the bindings of every page but the start page (engine/render/otherPageBindings.ts) */
  later?: string;
  /** its stylesheet */
  laterCss?: string;
}

/** zone prefix → its manifest chunk and locales, locale → its catalog chunk, and the later chunk. */
export function chunkMap(bundle: OutputBundle, zones: Map<string, ResolvedManifest>): ChunkMap {
  const map: ChunkMap = { zones: {}, catalogs: {} };
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== "chunk" || !chunk.facadeModuleId) continue;
    const id = chunk.facadeModuleId;
    const zone = /^\0virtual:gangway\/zone\/(.+)$/.exec(id)?.[1];
    if (zone)
      map.zones[zone] = {
        file: `/${chunk.fileName}`,
        locales: (zones.get(zone)?.manifest.locales as string[]) ?? [],
      };
    const locale = /[\\/]locales[\\/](\w+)[\\/]messages\.po$/.exec(id)?.[1];
    if (locale) map.catalogs[locale] = `/${chunk.fileName}`;
    if (/[\\/]engine[\\/]render[\\/]otherPageBindings\.ts$/.test(id)) {
      map.later = `/${chunk.fileName}`;
      const css = [...(chunk.viteMetadata?.importedCss ?? [])][0];
      if (css) map.laterCss = `/${css}`;
    }
  }
  return map;
}
