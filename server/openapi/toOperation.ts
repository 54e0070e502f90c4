import { STATUS_CODES } from "node:http";
import { SCHEMA_BASE } from "../schemas/apiSchemas.ts";
import type { RouteInfo } from "./collectRoutes.ts";
import { pascal, type SchemaComponents } from "./schemaComponents.ts";

type Json = Record<string, unknown>;
export const ZONE_HEADER_PARAMETER = "ZoneHeader";

// /api/v1/open/:openId/auth/:mac -> /api/v1/open/{openId}/auth/{mac}
export const openApiPath = (url: string): string => url.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, "{$1}");

// get /api/v1/session/{mac} -> getSessionByMac
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\/v1\//, "/")
    .split("/")
    .filter(Boolean)
    .map((seg) => (seg.startsWith("{") ? `By${pascal(seg.slice(1, -1))}` : pascal(seg)));
  return method.toLowerCase() + words.join("");
}

// /api/v1/store/order/… -> store; /auth -> access-controller-style first segment
function tagOf(path: string): string {
  const segs = path.split("/").filter(Boolean);
  if (segs[0] === "api") return segs[1] === "v1" ? (segs[2] ?? "api") : (segs[1] ?? "api");
  return segs[0] ?? "root";
}

function responseDescription(status: string, schema: Json): string {
  if (typeof schema.description === "string" && !schema.$ref) return schema.description;
  if (status === "4XX") return "Client error: the reason is in `message`";
  if (status === "5XX") return "Server error, without details (they are in the server log)";
  return STATUS_CODES[status] ?? status;
}

export class OperationBuilder {
  readonly #c: SchemaComponents;
  constructor(components: SchemaComponents) {
    this.#c = components;
  }

  #convert(schema: unknown): Json {
    return this.#c.convert(schema, SCHEMA_BASE) as Json;
  }

  #parameters(where: "path" | "query" | "header", schema: unknown, names?: string[]): Json[] {
    const object = this.#c.resolve(schema === undefined ? {} : this.#convert(schema));
    const props = (object.properties ?? {}) as Record<string, Json>;
    const required = new Set((object.required ?? []) as string[]);
    return (names ?? Object.keys(props)).map((name) => {
      const prop = props[name];
      const param: Json = { name, in: where, required: where === "path" || required.has(name) };
      if (typeof prop?.description === "string") param.description = prop.description;
      // a path parameter without a schema is flagged: every parameter must be checked
      param.schema = prop ?? { type: "string" };
      if (!prop) param["x-unchecked"] = true;
      return param;
    });
  }

  #responses(route: RouteInfo): Json {
    const out: Json = {};
    for (const [code, raw] of Object.entries((route.schema.response ?? {}) as Record<string, Json>)) {
      const status = code.toUpperCase();
      const content = raw.content as Record<string, { schema: unknown }> | undefined;
      if (content) {
        const media = Object.fromEntries(
          Object.entries(content).map(([type, c]) => [type, { schema: this.#convert(c.schema) }]),
        );
        out[status] = { description: responseDescription(status, raw), content: media };
      } else if (raw.type === "null") out[status] = { description: responseDescription(status, raw) };
      else {
        const schema = this.#convert(raw);
        out[status] = {
          description: responseDescription(status, raw),
          content: { "application/json": { schema } },
        };
      }
    }
    return Object.keys(out).length ? out : { default: { description: "not described by a response schema" } };
  }

  // the route's own words, else a schema's description that names this call
  #description(route: RouteInfo, path: string, schemas: Json[]): string | undefined {
    if (typeof route.schema.description === "string") return route.schema.description;
    const call = `${route.method} ${path}`;
    for (const s of schemas) {
      const d = this.#c.resolve(s).description;
      if (typeof d === "string" && d.includes(call)) return d;
    }
    return undefined;
  }

  build(route: RouteInfo): { path: string; operation: Json } {
    const path = openApiPath(route.url);
    const s = route.schema;
    const pathNames = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? "");
    const parameters = [
      ...(route.zoneHeader ? [{ $ref: `#/components/parameters/${ZONE_HEADER_PARAMETER}` }] : []),
      ...this.#parameters("path", s.params, pathNames),
      ...this.#parameters("query", s.querystring ?? s.query),
      ...this.#parameters("header", s.headers),
    ];
    const operation: Json = {
      operationId: typeof s.operationId === "string" ? s.operationId : operationIdOf(route.method, path),
      tags: Array.isArray(s.tags) ? s.tags : [tagOf(path)],
    };
    if (typeof s.summary === "string") operation.summary = s.summary;
    const body = s.body === undefined ? undefined : this.#convert(s.body);
    const responses = this.#responses(route);
    const success = Object.entries(responses)
      .filter(([code]) => /^2/.test(code))
      .map(([, r]) => Object.values(((r as Json).content ?? {}) as Record<string, Json>)[0]?.schema as Json);
    const description = this.#description(route, path, [...(body ? [body] : []), ...success.filter(Boolean)]);
    if (description) operation.description = description;
    if (route.testMode) operation["x-test-mode"] = true;
    if (parameters.length) operation.parameters = parameters;
    if (body) operation.requestBody = { required: true, content: { "application/json": { schema: body } } };
    operation.responses = responses;
    return { path, operation };
  }
}
