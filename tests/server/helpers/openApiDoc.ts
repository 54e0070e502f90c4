import { readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import { OPENAPI_FILE } from "../../../tools/openapi/generateOpenApi.ts";

type Json = Record<string, unknown>;
export interface DocOperation {
  method: string;
  path: string;
  operation: Json;
}

const DOC_ID = "https://gangway.example/openapi.json";

export function loadOpenApi(): Json {
  return JSON.parse(readFileSync(OPENAPI_FILE, "utf8")) as Json;
}

export function operationsOf(doc: Json): DocOperation[] {
  return Object.entries(doc.paths as Record<string, Record<string, Json>>).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

// the documented operation a concrete request hits: /api/v1/session/02:… -> /api/v1/session/{mac}
export function operationFor(doc: Json, method: string, url: string): DocOperation | undefined {
  const path = url.split("?")[0] ?? "";
  return operationsOf(doc).find((op) => {
    const pattern = op.path.replace(/[.]/g, "\\.").replace(/\{[^}]+\}/g, "[^/]+");
    return op.method === method && new RegExp(`^${pattern}$`).test(path);
  });
}

// the documented response for a status: exact code, else its range (4XX), else default
export function responseFor(op: DocOperation, status: number): Json | undefined {
  const responses = op.operation.responses as Record<string, Json>;
  return responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
}

// validates bodies against the document's own schemas (OpenAPI 3.1 is JSON Schema 2020-12)
export function bodyChecker(doc: Json) {
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allowUnionTypes: true });
  ajv.addSchema({ ...doc, $id: DOC_ID });
  return (schema: unknown, body: unknown): string | undefined => {
    const ref = (schema as { $ref?: string }).$ref;
    // an inline schema's own $refs (an anyOf of components) point into the document too
    const inline = () =>
      ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', `"${DOC_ID}#/components/`)));
    const validate = ref ? ajv.getSchema(`${DOC_ID}${ref}`) : inline();
    if (!validate) return `cannot compile ${JSON.stringify(schema)}`;
    return validate(body) ? undefined : ajv.errorsText(validate.errors);
  };
}
