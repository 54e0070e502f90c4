import { readFileSync } from "node:fs";
import { ServerEnvError } from "./ServerEnvError.ts";

// GATEWAY_KEYS_FILE: a JSON object { "<zoneId>": "<key>" } kept outside the repository (a secret
// mount); GATEWAY_KEYS: the same as "zoneId=key,zoneId=key" for a demo. Keys are at least 32
// characters. A refusal is a ServerEnvError (one line at start) that never repeats a key.
export function gatewayKeysFromEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const keys: Record<string, unknown> = {};
  if (env.GATEWAY_KEYS_FILE) Object.assign(keys, readKeysFile(env.GATEWAY_KEYS_FILE));
  for (const pair of (env.GATEWAY_KEYS ?? "").split(",")) {
    const eq = pair.indexOf("=");
    if (eq > 0) keys[pair.slice(0, eq).trim()] = pair.slice(eq + 1).trim();
  }
  for (const [zoneId, key] of Object.entries(keys))
    if (typeof key !== "string" || key.length < 32)
      throw new ServerEnvError(
        `the gateway key of zone ${zoneId} must be a string of at least 32 characters`,
      );
  return keys as Record<string, string>;
}

function readKeysFile(path: string): Record<string, unknown> {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw new ServerEnvError(
      `GATEWAY_KEYS_FILE cannot be read (${(error as NodeJS.ErrnoException).code}): ${path}`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // JSON.parse's message quotes the text, which holds keys
  }
  if (value === null || typeof value !== "object" || Array.isArray(value))
    throw new ServerEnvError(`GATEWAY_KEYS_FILE must hold a JSON object { "<zoneId>": "<key>" }: ${path}`);
  return value as Record<string, unknown>;
}
