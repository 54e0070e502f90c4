import type { ValidateFunction } from "ajv";
import type { Rule } from "./EnvSection.ts";
import { envAjv } from "./envAjv.ts";
import { envDigest } from "./envDigest.ts";
import { envSchemaOf } from "./envSchemaOf.ts";
import { generatedEnvValidators } from "./generatedEnvValidators.gen.js";

// by rules object: a section read again (checked at start, then by its plugin) is not looked up again
const made = new WeakMap<Record<string, Rule>, ValidateFunction>();
let ajv: ReturnType<typeof envAjv> | undefined;

/**
 * The validator of a set of variables' rules: generated ahead (npm run gen:
 * generatedEnvValidators.gen.js, keyed by the digest of its schema) for every section and for all
 * of them at once, as the server checks them; compiling them was a twentieth of a server's start.
 * Rules no generated code was made from (a section edited since) are compiled here.
 */
export function envValidator(rules: Record<string, Rule>): ValidateFunction {
  let validate = made.get(rules);
  if (!validate) {
    const schema = envSchemaOf(rules);
    const make = generatedEnvValidators[envDigest(schema)];
    if (make) validate = make() as ValidateFunction;
    else {
      ajv ??= envAjv();
      validate = ajv.compile(schema);
    }
    made.set(rules, validate);
  }
  return validate;
}
