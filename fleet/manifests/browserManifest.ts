import { catalogueTextKeys } from "./catalogueTextKeys.ts";
import type { JsonObject } from "./mergeManifests.ts";

/** The keys only the server reads (schemas/manifest.schema.json): never sent to a browser. */
export const SERVER_KEYS = ["zones", "opens", "store", "cruise", "settings", "timeZone"] as const;

// the network keys for the gateway's RADIUS requests; the browser needs only controllerHosts and
// the gateway's dialect (where a grant's handoff goes, which of the spec's steps it has)
const SERVER_NETWORK_KEYS = [
  "nasIdentifiers",
  "ssids",
  "interimIntervalSeconds",
  "idleTimeoutSeconds",
  "wifiName",
];

/** A resolved zone manifest as a browser gets it: the server keys dropped. */
export function browserManifest(manifest: JsonObject): JsonObject {
  const out: JsonObject = { ...manifest };
  for (const key of SERVER_KEYS) delete out[key];
  dropCatalogueTexts(manifest, out);
  const network = out.network;
  if (network && typeof network === "object" && !Array.isArray(network)) {
    const kept = Object.fromEntries(
      Object.entries(network).filter(([key]) => !SERVER_NETWORK_KEYS.includes(key)),
    ) as JsonObject;
    if (Object.keys(kept).length) out.network = kept;
    else delete out.network;
  }
  return out;
}

// the words of store items and cruise packages reach the portal with them, from the API, in every
// language: carried in the manifest too they would weigh on every page of the zone. Kept when the
// browser's part names them too (a node's text), and the legal pages' texts, which the engine
// reads by name
function dropCatalogueTexts(manifest: JsonObject, out: JsonObject): void {
  const texts = out.texts;
  if (!texts || typeof texts !== "object" || Array.isArray(texts)) return;
  const rest = JSON.stringify({ ...out, texts: undefined });
  const kept: JsonObject = { ...texts };
  for (const { key } of catalogueTextKeys(manifest))
    if (!key.startsWith("legal.") && !rest.includes(JSON.stringify(key))) delete kept[key];
  out.texts = kept;
}
