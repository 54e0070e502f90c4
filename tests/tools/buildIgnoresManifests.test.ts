import { resolve, sep } from "node:path";
import { build, type Plugin, type Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { lintFleet } from "../../fleet/lint/lintFleet.ts";
import { MANIFEST_ROOT } from "../../fleet/manifests/listManifestFiles.ts";
import { scaled } from "../timeoutFactor.ts";

const ROOT = resolve(import.meta.dirname, "../..");

// what the production build reads: every module of its graph and every file it emits
async function productionBuild(): Promise<{ modules: string[]; output: Rollup.OutputBundle }> {
  let modules: string[] = [];
  const spy: Plugin = {
    name: "spy",
    generateBundle() {
      modules = [...this.getModuleIds()];
    },
  };
  const result = await build({
    root: ROOT,
    configFile: resolve(ROOT, "vite.config.ts"),
    logLevel: "silent",
    plugins: [spy],
    build: { write: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const output: Rollup.OutputBundle = {};
  for (const o of outputs) for (const file of o.output) output[file.fileName] = file;
  return { modules, output };
}

/**
 * The fleet is run-time configuration: no manifest, brand asset or zone text is an input of the
 * portal's bundle, so editing, adding or removing a manifest cannot change dist/ (the server serves
 * manifests from MANIFESTS_DIR). Proven on the build's own module graph and output, so it needs
 * one build, not two.
 */
describe("the production build", () => {
  it(
    "reads no manifest and carries none: a manifest edit leaves dist/ as it is",
    async () => {
      const { modules, output } = await productionBuild();
      expect(modules.length).toBeGreaterThan(50);
      const manifestDir = resolve(MANIFEST_ROOT) + sep;
      expect(modules.filter((id) => id.startsWith(manifestDir) || id.includes("virtual:gangway"))).toEqual(
        [],
      );

      const text = Object.values(output)
        .map((file) => (file.type === "chunk" ? file.code : String(file.source)))
        .join("\n");
      const zones = lintFleet().zones;
      expect(zones.length).toBeGreaterThan(10);
      for (const zone of zones) {
        expect(text, String(zone.manifest.zonePrefix)).not.toContain(`"${zone.manifest.zonePrefix}"`);
        const brand = zone.manifest.brand as { name?: string };
        expect(text, brand.name).not.toContain(brand.name);
      }
      expect(Object.keys(output).filter((f) => /\.(svg|png|webp)$/.test(f))).toEqual([]);
    },
    scaled(300_000),
  );
});
