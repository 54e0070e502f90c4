import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import manifestSchema from "../../schemas/manifest.schema.json" with { type: "json" };
import zoneSchema from "../../schemas/zone.schema.json" with { type: "json" };

// the compiler runs at build and lint time only; the browser never gets it.
let cached: ValidateFunction | undefined;

export function zoneValidator(): ValidateFunction {
  if (!cached) {
    const ajv = new Ajv({ allErrors: true, discriminator: true, strict: true, strictRequired: false });
    ajv.addSchema(manifestSchema);
    cached = ajv.compile(zoneSchema);
  }
  return cached;
}

export type { ErrorObject };
