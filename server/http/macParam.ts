import { normaliseMac } from "../domain/normaliseMac.ts";
import { SCHEMA_BASE } from "./apiSchemas.ts";
import { httpError } from "./problem.ts";

export const MAC_SCHEMA = { $ref: `${SCHEMA_BASE}common.schema.json#/definitions/mac` };

export const macParams = {
  type: "object",
  required: ["mac"],
  properties: { mac: MAC_SCHEMA },
} as const;

// the schema has already checked the pattern; this gives the one spelling we store
export function macOf(raw: string): string {
  const mac = normaliseMac(raw);
  if (!mac) throw httpError(400, "malformed mac");
  return mac;
}
