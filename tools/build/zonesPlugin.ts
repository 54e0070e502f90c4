import { join } from "node:path";
import type { Plugin } from "vite";
import { loadFleet } from "../manifests/loadFleet.ts";
import { MANIFEST_ROOT } from "../manifests/listManifestFiles.ts";
import { BRAND_ASSETS, type ResolvedManifest } from "../manifests/resolveManifest.ts";

const INDEX_ID = "virtual:gangway/zones";
const ZONE_ID = "virtual:gangway/zone/";

// one lazy chunk per zone: the browser downloads only the manifest of its own zone.
function zoneModule(zone: ResolvedManifest): string {
  const manifest = structuredClone(zone.manifest) as { brand?: Record<string, unknown> };
  const imports: string[] = [];
  for (const key of BRAND_ASSETS) {
    const dir = zone.assetDirs[`/brand/${key}`];
    if (!dir || !manifest.brand || typeof manifest.brand[key] !== "string") continue;
    imports.push(`import ${key} from ${JSON.stringify(join(dir, manifest.brand[key] as string))};`);
    manifest.brand[key] = `__ASSET_${key}__`;
  }
  let body = JSON.stringify(manifest);
  for (const key of BRAND_ASSETS) body = body.replace(`"__ASSET_${key}__"`, key);
  return `${imports.join("\n")}\nexport default ${body};`;
}

/** Resolves and validates every manifest at build time; an invalid fleet fails the build. */
export function zonesPlugin(): Plugin {
  let zones = new Map<string, ResolvedManifest>();
  const load = () => {
    const fleet = loadFleet();
    if (fleet.problems.length > 0) {
      const lines = fleet.problems.map((p) => `${p.file} ${p.pointer || "/"}: ${p.message}`);
      throw new Error(`invalid manifests (run npm run lint:manifests):\n${lines.join("\n")}`);
    }
    zones = new Map(fleet.zones.map((z) => [String(z.manifest.zonePrefix), z]));
  };
  return {
    name: "gangway-zones",
    buildStart() {
      load();
      this.addWatchFile(MANIFEST_ROOT);
    },
    resolveId(id) {
      return id === INDEX_ID || id.startsWith(ZONE_ID) ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${INDEX_ID}`) {
        const entries = [...zones.keys()].map((p) => `${JSON.stringify(p)}: () => import(${JSON.stringify(ZONE_ID + p)})`);
        return `export const zoneLoaders = {${entries.join(",\n")}};`;
      }
      if (id.startsWith(`\0${ZONE_ID}`)) {
        const zone = zones.get(id.slice(ZONE_ID.length + 1));
        return zone ? zoneModule(zone) : undefined;
      }
      return undefined;
    },
  };
}
