import { readFileSync } from "node:fs";
import { basename, join, resolve, sep } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { MANIFEST_ROOT } from "../manifests/listManifestFiles.ts";
import { BRAND_ASSETS, type ResolvedManifest } from "../manifests/resolveManifest.ts";
import { lintError } from "../lint/lintError.ts";
import { lintFleet } from "../lint/lintFleet.ts";
import type { LintProblem } from "../lint/problem.ts";
import { CHUNK_MAP_FILE, chunkMap } from "./chunkMap.ts";

const INDEX_ID = "virtual:gangway/zones";
const ZONE_ID = "virtual:gangway/zone/";

// one lazy chunk per zone: the browser downloads only the manifest of its own zone. In a build the
// brand assets are emitted files whose URLs sit in the chunk itself: an `import` of an asset shared
// by two zones would become a chunk of its own, one more round trip on a 600 ms link.
function zoneModule(zone: ResolvedManifest, emitAsset?: (file: string) => string): string {
  const manifest = structuredClone(zone.manifest) as { brand?: Record<string, unknown> };
  const imports: string[] = [];
  const urls: Record<string, string> = {};
  for (const key of BRAND_ASSETS) {
    const dir = zone.assetDirs[`/brand/${key}`];
    if (!dir || !manifest.brand || typeof manifest.brand[key] !== "string") continue;
    const file = join(dir, manifest.brand[key] as string);
    if (emitAsset) urls[key] = `import.meta.ROLLUP_FILE_URL_${emitAsset(file)}`;
    else imports.push(`import ${key} from ${JSON.stringify(file)};`);
    manifest.brand[key] = `__ASSET_${key}__`;
  }
  let body = JSON.stringify(manifest);
  for (const key of BRAND_ASSETS) body = body.replace(`"__ASSET_${key}__"`, urls[key] ?? key);
  return `${imports.join("\n")}\nexport default ${body};`;
}

// after a manifest edit the virtual modules must be rebuilt, not served from the module graph
function reloadZones(server: ViteDevServer) {
  for (const environment of Object.values(server.environments)) {
    const graph = environment.moduleGraph;
    for (const [id, module] of graph.idToModuleMap)
      if (id.startsWith("\0virtual:gangway/")) graph.invalidateModule(module);
  }
  server.ws.send({ type: "full-reload" });
}

/**
 * Resolves and lints every manifest. In a build any problem fails the build; in dev the zones
 * module throws the lint's messages at import instead (Vite's overlay shows them), and an edit
 * in manifests/ lints again and reloads the page.
 */
export function zonesPlugin({ root = MANIFEST_ROOT }: { root?: string } = {}): Plugin {
  let zones = new Map<string, ResolvedManifest>();
  let problems: LintProblem[] = [];
  let dev = false;
  const load = () => {
    const fleet = lintFleet({ root });
    problems = fleet.problems;
    if (problems.length > 0 && !dev) throw lintError(problems);
    zones = new Map(fleet.zones.map((z) => [String(z.manifest.zonePrefix), z]));
  };
  return {
    name: "gangway-zones",
    configResolved(config) {
      dev = config.command === "serve";
    },
    buildStart() {
      load();
      this.addWatchFile(root);
    },
    configureServer(server) {
      server.watcher.add(root);
      server.watcher.on("all", (_event, file) => {
        if (!resolve(file).startsWith(resolve(root) + sep)) return;
        load();
        const summary = problems.length ? `${problems.length} manifest problems` : "manifests valid";
        server.config.logger.info(`${summary}, reloading`, { timestamp: true });
        reloadZones(server);
      });
    },
    // the server preloads a zone's chunk and catalog from this map (see server/http/portalHtml.ts)
    generateBundle(_options, bundle) {
      const map = chunkMap(bundle, zones);
      this.emitFile({ type: "asset", fileName: CHUNK_MAP_FILE, source: `${JSON.stringify(map, null, 2)}\n` });
    },
    resolveId(id) {
      return id === INDEX_ID || id.startsWith(ZONE_ID) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith("\0virtual:gangway/")) return undefined;
      if (problems.length > 0) throw lintError(problems);
      if (id === `\0${INDEX_ID}`) {
        const entries = [...zones.keys()].map(
          (p) => `${JSON.stringify(p)}: () => import(${JSON.stringify(ZONE_ID + p)})`,
        );
        return `export const zoneLoaders = {${entries.join(",\n")}};`;
      }
      const zone = zones.get(id.slice(ZONE_ID.length + 1));
      const emitAsset = (file: string) =>
        this.emitFile({ type: "asset", name: basename(file), source: readFileSync(file) });
      return zone ? zoneModule(zone, dev ? undefined : emitAsset) : undefined;
    },
  };
}
