import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import manifestSchema from "../../schemas/manifest.schema.json" with { type: "json" };
import zoneSchema from "../../schemas/zone.schema.json" with { type: "json" };

// the compiler runs at build and lint time only; the browser never gets it.
// verbose keeps the failing value and schema on each error, which the lint turns into hints.
let ajv: Ajv | undefined;
let zone: ValidateFunction | undefined;

function schemaAjv(): Ajv {
  if (!ajv) {
    ajv = new Ajv({
      allErrors: true,
      discriminator: true,
      strict: true,
      strictRequired: false,
      verbose: true,
    });
    // the schema may use "format" (supportEmail is an email); strict mode refuses unknown formats
    addFormats(ajv);
    // VS Code's own message keywords: the editor shows them, validation ignores them
    ajv.addVocabulary(["errorMessage", "patternErrorMessage"]);
    ajv.addSchema(manifestSchema);
  }
  return ajv;
}

/** Validates a resolved zone: the manifest schema plus the fields a zone must end up with. */
export function zoneValidator(): ValidateFunction {
  zone ??= schemaAjv().compile(zoneSchema);
  return zone;
}

/** Validates one file on its own, e.g. an abstract operator file no zone may use yet. */
export function manifestValidator(): ValidateFunction {
  return schemaAjv().getSchema(manifestSchema.$id) as ValidateFunction;
}

export type { ErrorObject };
