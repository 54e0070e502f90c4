import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { absoluteRefs } from "./absoluteRefs.ts";

export const API_SCHEMAS_DIR = fileURLToPath(new URL("../../schemas/api/", import.meta.url));
export const SCHEMA_BASE = "https://gangway.example/schemas/api/";

export interface JsonSchema {
  $id: string;
  [keyword: string]: unknown;
}

// every schemas/api/*.schema.json, read once per process, its $refs absolute
let cache: JsonSchema[] | undefined;
export function apiSchemas(): JsonSchema[] {
  cache ??= readdirSync(API_SCHEMAS_DIR)
    .filter((name) => name.endsWith(".schema.json"))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(API_SCHEMAS_DIR, name), "utf8")) as JsonSchema)
    .map((schema) => absoluteRefs(schema, schema.$id));
  return cache;
}

// "session" -> a $ref to schemas/api/session.schema.json
export function schemaRef(name: string): { $ref: string } {
  return { $ref: `${SCHEMA_BASE}${name}.schema.json#` };
}

// responses every route may give besides its success
export const errorResponses = { "4xx": schemaRef("error"), "5xx": schemaRef("error") };
