import { createHash } from "node:crypto";
import { Ajv, type CodeOptions } from "ajv";
import addFormats from "ajv-formats";
import { apiSchemas } from "../http/apiSchemas.ts";

/** The Ajv the demo data is checked with: every API schema, every error at once, formats. */
export function demoDataAjv(code?: CodeOptions): Ajv {
  const ajv = new Ajv({ allErrors: true, schemas: apiSchemas(), ...(code ? { code } : {}) });
  addFormats(ajv);
  return ajv;
}

/** What the demo data's generated validator was made from: the digest of every API schema. */
demoDataAjv.digest = (): string =>
  createHash("sha256").update(JSON.stringify(apiSchemas())).digest("hex").slice(0, 16);
