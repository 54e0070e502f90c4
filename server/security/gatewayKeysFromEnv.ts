import { readFileSync } from "node:fs";

// GATEWAY_KEYS_FILE: a JSON object { "<zoneId>": "<key>" } kept outside the repository (a secret
// mount); GATEWAY_KEYS: the same as "zoneId=key,zoneId=key" for a demo. Keys are at least 32 characters.
export function gatewayKeysFromEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const keys: Record<string, string> = {};
  if (env.GATEWAY_KEYS_FILE) Object.assign(keys, JSON.parse(readFileSync(env.GATEWAY_KEYS_FILE, "utf8")));
  for (const pair of (env.GATEWAY_KEYS ?? "").split(",")) {
    const eq = pair.indexOf("=");
    if (eq > 0) keys[pair.slice(0, eq).trim()] = pair.slice(eq + 1).trim();
  }
  for (const [zoneId, key] of Object.entries(keys))
    if (typeof key !== "string" || key.length < 32)
      throw new Error(`the gateway key of zone ${zoneId} must be a string of at least 32 characters`);
  return keys;
}
