import type { JsonObject } from "./mergeManifests.ts";
import { listManifestFiles, MANIFEST_ROOT } from "./listManifestFiles.ts";
import { ManifestError, readJson, resolveManifest, type ResolvedManifest } from "./resolveManifest.ts";
import { zoneValidator } from "./zoneValidator.ts";

export interface Problem {
  file: string;
  pointer: string;
  message: string;
}

export interface Fleet {
  zones: ResolvedManifest[];
  problems: Problem[];
}

/** Resolves every non-abstract manifest and validates it against the zone schema. */
export function loadFleet(root: string = MANIFEST_ROOT): Fleet {
  const zones: ResolvedManifest[] = [];
  const problems: Problem[] = [];
  for (const file of listManifestFiles(root)) {
    try {
      if (readJson(file).abstract === true) continue;
      const zone = resolveManifest(file);
      const validate = zoneValidator();
      if (validate(zone.manifest)) zones.push(zone);
      else
        for (const error of validate.errors ?? [])
          problems.push({ file, pointer: error.instancePath, message: `${error.message ?? "invalid"}` });
    } catch (error) {
      if (!(error instanceof ManifestError)) throw error;
      problems.push({ file: error.file, pointer: error.pointer, message: error.message });
    }
  }
  return { zones, problems };
}

export type { JsonObject };
