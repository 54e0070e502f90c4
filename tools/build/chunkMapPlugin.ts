import type { Plugin } from "vite";
import { CHUNK_MAP_FILE, chunkMap } from "./chunkMap.ts";

/** Writes dist/gangway-chunks.json: the server preloads a zone's catalog from it (server/pages/portalHtml.ts). */
export function chunkMapPlugin(): Plugin {
  return {
    name: "gangway-chunk-map",
    apply: "build",
    generateBundle(_options, bundle) {
      const map = chunkMap(bundle);
      this.emitFile({ type: "asset", fileName: CHUNK_MAP_FILE, source: `${JSON.stringify(map, null, 2)}\n` });
    },
  };
}
