import { Ajv, type CodeOptions } from "ajv";

/**
 * The Ajv that checks the environment, with env-schema's options (the package the server used to
 * check it with): every error at once, values coerced from text, defaults filled in, variables
 * outside the schema dropped. `separator` is not a keyword of it: checkEnv splits those values
 * after the check, where env-schema's keyword split them, the last step of their check.
 */
export function envAjv(code?: CodeOptions): Ajv {
  return new Ajv({
    allErrors: true,
    removeAdditional: true,
    useDefaults: true,
    coerceTypes: true,
    allowUnionTypes: true,
    addUsedSchema: false,
    ...(code ? { code } : {}),
  });
}
