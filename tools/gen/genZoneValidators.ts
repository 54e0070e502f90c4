import { readFileSync } from "node:fs";
import { join } from "node:path";
import standaloneCode from "ajv/dist/standalone/index.js";
import { zoneSchemaAjv } from "../../fleet/manifests/zoneSchemaAjv.ts";
import { zoneSchemasHash } from "../../fleet/manifests/zoneSchemasHash.ts";
import { banner } from "./banner.ts";

/**
 * The zone and manifest validators as standalone code, for the server's zone registry and the
 * lint (fleet/manifests/zoneValidator.ts): no schema compiled when a server or a command starts.
 * The code is an ES module that reaches ajv's run-time helpers through require, as Ajv writes it;
 * it carries the digest of its schemas, so that code older than an edit of them is never used.
 */
export function genZoneValidators(root: string): Record<string, string> {
  const read = (file: string) => JSON.parse(readFileSync(join(root, "schemas", file), "utf8"));
  const [manifest, zone] = [read("manifest.schema.json"), read("zone.schema.json")];
  const ajv = zoneSchemaAjv(manifest, zone, { source: true, esm: true });
  const code = standaloneCode(ajv, { validateZone: zone.$id, validateManifest: manifest.$id });
  const head = banner("schemas/manifest.schema.json, schemas/zone.schema.json");
  const out = join(root, "schemas/gen/validateZone.gen");
  return {
    [`${out}.js`]:
      head +
      'import { createRequire } from "node:module";\nconst require = createRequire(import.meta.url);\n' +
      `export const schemasHash = ${JSON.stringify(zoneSchemasHash(manifest, zone))};\n` +
      code +
      "\n",
    [`${out}.d.ts`]:
      head +
      'import type { ValidateFunction } from "ajv";\n' +
      "export declare const schemasHash: string;\n" +
      "export declare const validateZone: ValidateFunction;\n" +
      "export declare const validateManifest: ValidateFunction;\n",
  };
}
