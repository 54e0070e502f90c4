import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { BuildAppOptions } from "../BuildAppOptions.ts";
import { loadDemoData } from "../demo/loadDemoData.ts";
import type { DemoData } from "../demo/DemoData.ts";
import { ZoneRegistry } from "../zones/ZoneRegistry.ts";

export const DEFAULT_MANIFESTS_DIR = fileURLToPath(new URL("../../manifests/", import.meta.url));
// in DATA_DIR: the fleet last served, for a start or reload on a folder with problems
export const LAST_GOOD_MANIFESTS = "last-good-manifests";

/**
 * The fleet's zones, and the demo rows when DEMO=1. Invalid manifests or demo data fail here,
 * before anything is opened; a folder with problems is served as far as it can be: the good
 * operators as they are, the others at their last good version, kept beside the data
 * (zones/snapshotAnswer.ts).
 */
export function openZones(options: BuildAppOptions): { zones: ZoneRegistry; demo: DemoData | undefined } {
  const zones = new ZoneRegistry(options.manifestsDir ?? DEFAULT_MANIFESTS_DIR, {
    reloadGate: options.reloadGate,
    keepDir: join(options.dataDir, LAST_GOOD_MANIFESTS),
    now: options.now,
  });
  const demo = options.demoDataPath ? loadDemoData(options.demoDataPath, zones.zones) : undefined;
  return { zones, demo };
}
