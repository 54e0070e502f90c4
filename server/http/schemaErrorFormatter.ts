import type { FastifySchemaValidationError } from "fastify/types/schema.js";

// names the field in words the portal and operators can act on
export function schemaErrorFormatter(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const first = errors[0];
  const path = first?.instancePath ?? "";
  const field = path.split("/").pop() ?? "";
  const missing = first?.keyword === "required" ? String(first.params.missingProperty) : "";
  if (field === "mac") return new Error("malformed mac");
  if (missing === "mac") return new Error("mac is required");
  if (field === "voucher" || field === "voucherCode")
    return new Error("malformed voucher code: 3 to 8 letters or digits");
  // the code may come as voucher or voucherCode (an anyOf in the schema)
  if (first?.keyword === "anyOf" || missing === "voucher" || missing === "voucherCode") {
    return new Error("voucher is required");
  }
  return new Error(`${dataVar}${path} ${first?.message ?? "is invalid"}`);
}
