import { readFileSync } from "node:fs";
import { basename, join, resolve, sep } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { browserManifest } from "../../fleet/manifests/browserManifest.ts";
import { MANIFEST_ROOT } from "../../fleet/manifests/listManifestFiles.ts";
import { BRAND_ASSETS, type ResolvedManifest } from "../../fleet/manifests/resolveManifest.ts";
import { lintError } from "../lint/lintError.ts";
import { lintFleet } from "../../fleet/lint/lintFleet.ts";
import type { LintProblem } from "../../fleet/lint/problem.ts";

const INDEX_ID = "virtual:gangway/gallery-zones";
const ZONE_ID = "virtual:gangway/gallery-zone/";

// Storybook's gallery only: the portal's bundle has no manifest (the server serves each zone's).
// One lazy chunk per zone, with the brand assets as emitted files (dev: imports).
function zoneModule(zone: ResolvedManifest, emitAsset?: (file: string) => string): string {
  const manifest = browserManifest(structuredClone(zone.manifest)) as { brand?: Record<string, unknown> };
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
 * Storybook's zone gallery: resolves and lints every manifest. In a build any problem fails the
 * build; in dev the zones module throws the lint's messages at import instead (Vite's overlay shows
 * them), and an edit in manifests/ lints again and reloads the page.
 */
export function galleryZonesPlugin({ root = MANIFEST_ROOT }: { root?: string } = {}): Plugin {
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
    name: "gangway-gallery-zones",
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
