import type { ErrorObject, ValidateFunction } from "ajv";
import manifestSchema from "../../schemas/manifest.schema.json" with { type: "json" };
import zoneSchema from "../../schemas/zone.schema.json" with { type: "json" };
import * as generated from "../../schemas/gen/validateZone.gen.js";
import { zoneSchemaAjv } from "./zoneSchemaAjv.ts";
import { zoneSchemasHash } from "./zoneSchemasHash.ts";

// the validators come generated (npm run gen): compiling the zone schema was a twentieth of every
// server start and of every command that reads the fleet. Only when the schemas changed since
// (an edit not yet followed by npm run gen) are they compiled here, with the same Ajv set-up
let fresh: { zone: ValidateFunction; manifest: ValidateFunction } | undefined;

function validators() {
  if (!fresh) {
    if (generated.schemasHash === zoneSchemasHash(manifestSchema, zoneSchema))
      fresh = { zone: generated.validateZone, manifest: generated.validateManifest };
    else {
      const ajv = zoneSchemaAjv(manifestSchema, zoneSchema);
      fresh = {
        zone: ajv.getSchema(zoneSchema.$id) as ValidateFunction,
        manifest: ajv.getSchema(manifestSchema.$id) as ValidateFunction,
      };
    }
  }
  return fresh;
}

/** Validates a resolved zone: the manifest schema plus the fields a zone must end up with. */
export function zoneValidator(): ValidateFunction {
  return validators().zone;
}

/** Validates one file on its own, e.g. an abstract operator file no zone may use yet. */
export function manifestValidator(): ValidateFunction {
  return validators().manifest;
}

export type { ErrorObject };
