import type { OutputBundle } from "rolldown";

export const CHUNK_MAP_FILE = "gangway-chunks.json";

// no manifest is in the bundle: the server serves each zone's (server/zones/ZoneRegistry.ts)
export interface ChunkMap {
  catalogs: Record<string, string>;
  /** the bindings of every page but the start page (engine/render/otherPageBindings.ts) */
  later?: string;
  /** its stylesheet */
  laterCss?: string;
  /** the validators of answers a tap on the start page asks for (engine/api/laterValidators.ts) */
  laterValidators?: string;
  /** the page's one script before its first paint, which starts the others after it (engine/boot/afterPaint.ts) */
  afterPaint?: string;
}

/** locale → its catalog chunk, and the later chunk. */
export function chunkMap(bundle: OutputBundle): ChunkMap {
  const map: ChunkMap = { catalogs: {} };
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== "chunk" || !chunk.facadeModuleId) continue;
    const id = chunk.facadeModuleId;
    const locale = /[\\/]locales[\\/](\w+)[\\/]messages\.po$/.exec(id)?.[1];
    if (locale) map.catalogs[locale] = `/${chunk.fileName}`;
    if (/[\\/]engine[\\/]render[\\/]otherPageBindings\.ts$/.test(id)) {
      map.later = `/${chunk.fileName}`;
      const css = [...(chunk.viteMetadata?.importedCss ?? [])][0];
      if (css) map.laterCss = `/${css}`;
    }
    if (/[\\/]engine[\\/]api[\\/]laterValidators\.ts$/.test(id)) map.laterValidators = `/${chunk.fileName}`;
    if (/[\\/]engine[\\/]boot[\\/]afterPaint\.ts$/.test(id)) map.afterPaint = `/${chunk.fileName}`;
  }
  return map;
}
