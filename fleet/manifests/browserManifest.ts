import type { JsonObject } from "./mergeManifests.ts";

/** The keys only the server reads (schemas/manifest.schema.json): never sent to a browser. */
export const SERVER_KEYS = ["zones", "opens", "store", "cruise", "settings"] as const;

/** A resolved zone manifest as a browser gets it: the server keys dropped. */
export function browserManifest(manifest: JsonObject): JsonObject {
  const out: JsonObject = { ...manifest };
  for (const key of SERVER_KEYS) delete out[key];
  return out;
}
