import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_MANIFESTS_DIR } from "../../../server/buildApp.ts";
import type { DemoData } from "../../../server/demo/DemoData.ts";
import { listManifestFiles } from "../../../fleet/manifests/listManifestFiles.ts";
import { DEMO_DATA, tempDir } from "./testApp.ts";

// biome-ignore lint/suspicious/noExplicitAny: variants reach into manifests of any shape
type Json = Record<string, any>;

export interface FleetVariant {
  manifestsDir: string;
  demoDataPath: string;
  // the same as the app's sections, so that a variant is spread into startApp's options
  zones: { manifestsDir: string };
  demo: { dataPath: string };
  remove(): void;
}

export interface VariantEditor {
  /** the vessel manifest that serves this zone id (its own file, before `extends`) */
  layout(zoneId: string): Json;
  demo: DemoData;
}

/** A copy of the manifests folder and the demo data, changed by `change`: a fleet for one test. */
export function fleetVariant(change: (fleet: VariantEditor) => void): FleetVariant {
  const root = tempDir("gangway-variant-");
  const manifestsDir = join(root, "manifests");
  cpSync(DEFAULT_MANIFESTS_DIR, manifestsDir, { recursive: true });
  const files = new Map(listManifestFiles(manifestsDir).map((f) => [f, JSON.parse(readFileSync(f, "utf8"))]));
  const touched = new Set<string>();
  const demo = JSON.parse(readFileSync(DEMO_DATA, "utf8")) as DemoData;
  change({
    demo,
    layout(zoneId) {
      for (const [file, json] of files)
        if ((json.zones ?? []).some((z: Json) => z.zoneId === zoneId)) {
          touched.add(file);
          return json;
        }
      throw new Error(`no manifest serves zone ${zoneId}`);
    },
  });
  for (const file of touched) writeFileSync(file, `${JSON.stringify(files.get(file), null, 2)}\n`);
  const demoDataPath = join(root, "demo-data.json");
  writeFileSync(demoDataPath, JSON.stringify(demo));
  return {
    ...{ manifestsDir, demoDataPath, zones: { manifestsDir }, demo: { dataPath: demoDataPath } },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
