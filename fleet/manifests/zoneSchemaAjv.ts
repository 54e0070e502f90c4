import { Ajv, type CodeOptions } from "ajv";
import addFormats from "ajv-formats";

/**
 * The one Ajv set-up of the manifest and zone schemas (schemas/manifest.schema.json, zone.schema.json): the generator writes its standalone code
 * (schemas/gen/validateZone.gen.js, which the server and the lint load) and zoneValidator.ts
 * compiles with it only when that code is stale, so both behave alike. verbose keeps the failing
 * value and schema on each error, which the lint turns into hints.
 */
export function zoneSchemaAjv(manifestSchema: object, zoneSchema: object, code?: CodeOptions): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    discriminator: true,
    strict: true,
    strictRequired: false,
    verbose: true,
    ...(code ? { code } : {}),
  });
  // the schema may use "format" (supportEmail is an email); strict mode refuses unknown formats
  addFormats(ajv);
  // VS Code's own message keywords: the editor shows them, validation ignores them
  ajv.addVocabulary(["errorMessage", "patternErrorMessage"]);
  ajv.addSchema(manifestSchema);
  ajv.addSchema(zoneSchema);
  return ajv;
}
