import { envSchemaOf } from "../env/envSchemaOf.ts";
import { rulesOf } from "../env/rulesOf.ts";
import { ENVIRONMENT, EVERY_VARIABLE } from "./environment.ts";

/** The schemas the server checks its environment with: all sections at once, then each its own. */
export function environmentSchemas(): object[] {
  return [EVERY_VARIABLE, ...ENVIRONMENT.map((part) => part.variables)].map((section) =>
    envSchemaOf(rulesOf(section)),
  );
}
