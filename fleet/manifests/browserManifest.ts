import type { JsonObject } from "./mergeManifests.ts";

/** The keys only the server reads (schemas/manifest.schema.json): never sent to a browser. */
export const SERVER_KEYS = ["zones", "opens", "store", "cruise", "settings"] as const;

// the network keys for the gateway's RADIUS requests; the browser needs only controllerHosts
const SERVER_NETWORK_KEYS = [
  "gateway",
  "nasIdentifiers",
  "ssids",
  "interimIntervalSeconds",
  "idleTimeoutSeconds",
];

/** A resolved zone manifest as a browser gets it: the server keys dropped. */
export function browserManifest(manifest: JsonObject): JsonObject {
  const out: JsonObject = { ...manifest };
  for (const key of SERVER_KEYS) delete out[key];
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
