import type { FastifySchema, RouteOptions } from "fastify";
import { apiSchemas } from "../http/apiSchemas.ts";
import { describedResponses } from "./describedResponses.ts";

declare module "fastify" {
  interface FastifySchema {
    // OpenAPI extensions, copied onto the operation by @fastify/swagger: a route that exists only
    // with TEST_MODE, and one behind the zone check (zoneApiRoutes.ts marks them)
    "x-test-mode"?: boolean;
    "x-zone-header"?: boolean;
  }
}

type Json = Record<string, unknown>;

// /api/v1/open/:openId/auth/:mac -> /api/v1/open/{openId}/auth/{mac}
const openApiPath = (url: string): string => url.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, "{$1}");

const pascal = (name: string): string =>
  name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join("");

// get /api/v1/session/{mac} -> getSessionByMac
function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\/v1\//, "/")
    .split("/")
    .filter(Boolean)
    .map((seg) => (seg.startsWith("{") ? `By${pascal(seg.slice(1, -1))}` : pascal(seg)));
  return method.toLowerCase() + words.join("");
}

// /api/v1/store/order/… -> store; /auth -> auth
function tagOf(path: string): string {
  const segs = path.split("/").filter(Boolean);
  if (segs[0] === "api") return segs[1] === "v1" ? (segs[2] ?? "api") : (segs[1] ?? "api");
  return segs[0] ?? "root";
}

// the schemas/api description of a route's body or success answer, when it names this call
// (settings.schema.json: "GET /api/v1/settings: …"), so the words are written once
function describedCall(call: string, schema: FastifySchema): string | undefined {
  const success = Object.entries((schema.response ?? {}) as Record<string, Json>)
    .filter(([code]) => code.startsWith("2"))
    .map(([, s]) => Object.values((s.content ?? {}) as Record<string, Json>)[0]?.schema ?? s);
  for (const s of [schema.body, ...success] as Json[]) {
    const id = typeof s?.$ref === "string" ? s.$ref.replace(/#$/, "") : undefined;
    const description = apiSchemas().find((api) => api.$id === id)?.description;
    if (typeof description === "string" && description.includes(call)) return description;
  }
  return undefined;
}

// @fastify/swagger's `transform`: the operationId, tag and description a route's schema does not
// give itself; a path parameter without a schema stops the generator, since nothing checks it
export function operationDefaults({
  schema = {},
  url,
  route,
}: {
  schema?: FastifySchema;
  url: string;
  route: RouteOptions;
}) {
  const method = [route.method].flat()[0] ?? "GET";
  const path = openApiPath(url);
  const checked = Object.keys(((schema.params ?? {}) as Json).properties ?? {});
  for (const [, name] of path.matchAll(/\{([^}]+)\}/g))
    if (!checked.includes(name ?? ""))
      throw new Error(`${method} ${url}: path parameter ${name} has no schema`);
  const description = schema.description ?? describedCall(`${method} ${path}`, schema);
  return {
    url,
    schema: {
      operationId: operationIdOf(method, path),
      tags: [tagOf(path)],
      ...(description ? { description } : {}),
      ...schema,
      response: describedResponses(schema.response),
    },
  };
}
