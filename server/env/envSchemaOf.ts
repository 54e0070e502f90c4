import type { Rule } from "./EnvSection.ts";

/**
 * The JSON Schema of a set of variables' rules, as Ajv checks it: `says`, `secret` and `separator`
 * are ours (checkEnv.ts) and ajv's strict mode refuses a keyword it does not know; no variable
 * outside them is kept, as env-schema set additionalProperties.
 */
export function envSchemaOf(rules: Record<string, Rule>): object {
  return {
    type: "object",
    properties: Object.fromEntries(
      Object.entries(rules).map(([name, { says, secret, separator, ...rule }]) => [name, rule]),
    ),
    additionalProperties: false,
  };
}
