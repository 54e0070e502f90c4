type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

// keys merged one level deeper than a plain override: pages are replaced whole per route,
// texts per key, everything else object-by-object. arrays are always replaced, never concatenated,
// so a vessel can drop a card its operator lists.
const NOT_INHERITED = new Set(["abstract", "extends", "$schema", "$comment"]);

function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function deepMerge(base: JsonObject, over: JsonObject, depth: number): JsonObject {
  const out: JsonObject = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const prev = out[key];
    // pages: merge route keys but replace each route's node list whole (depth 1 below "pages")
    out[key] = isObject(prev) && isObject(value) && depth < 3 ? deepMerge(prev, value, depth + 1) : value;
  }
  return out;
}

/** Merges a chain of manifests, parent first, child last. */
export function mergeManifests(chain: JsonObject[]): JsonObject {
  let merged: JsonObject = {};
  chain.forEach((manifest, index) => {
    const own = Object.fromEntries(
      Object.entries(manifest).filter(([key]) => index === chain.length - 1 || !NOT_INHERITED.has(key)),
    );
    merged = deepMerge(merged, own, 0);
  });
  delete merged.extends;
  delete merged.$schema;
  // a note for the file's editors, never part of the zone
  delete merged.$comment;
  return merged;
}
