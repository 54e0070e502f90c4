import { listManifestFiles, MANIFEST_ROOT } from "../../tools/manifests/listManifestFiles.ts";
import {
  ManifestError,
  readJson,
  type ResolvedManifest,
  resolveManifest,
} from "../../tools/manifests/resolveManifest.ts";

let zones: Map<string, ResolvedManifest> | undefined;

// until the zone registry owns the manifests at run time, the server resolves them itself, once;
// this one function is what the page renderer and the brand images ask
function load(root: string): Map<string, ResolvedManifest> {
  const found = new Map<string, ResolvedManifest>();
  for (const file of listManifestFiles(root)) {
    try {
      if (readJson(file).abstract === true) continue;
      const zone = resolveManifest(file);
      if (typeof zone.manifest.zonePrefix === "string") found.set(zone.manifest.zonePrefix, zone);
    } catch (error) {
      // the lint reports a broken manifest; the server serves the others
      if (!(error instanceof ManifestError)) throw error;
    }
  }
  return found;
}

/** The resolved manifest (and its assets' folders) of a zone prefix. */
export function manifestFor(zonePrefix: string, root: string = MANIFEST_ROOT): ResolvedManifest | undefined {
  zones ??= load(root);
  return zones.get(zonePrefix);
}

/** Every zone prefix the manifests define (the server warms their images at start). */
export function zonePrefixes(root: string = MANIFEST_ROOT): string[] {
  zones ??= load(root);
  return [...zones.keys()];
}
