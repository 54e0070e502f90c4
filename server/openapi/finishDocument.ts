import { apiSchemas } from "../http/apiSchemas.ts";

type Json = Record<string, unknown>;
const SCHEMAS = "#/components/schemas/";
export const ZONE_HEADER = { $ref: "#/components/parameters/ZoneHeader" };

// @fastify/swagger 9.9.3 names a hoisted definition <Component>-<definition>, but a parameter's
// $ref into one comes out converted twice (#/components/schemas/Common/components/schemas/mac) or,
// from a querystring that is a whole shared schema, unresolved (https://…/common.schema.json#/
// components/schemas/mac): fastify/fastify-swagger#953. Both name the same definition.
function parameterRef(ref: string, components: Map<string, string>): string {
  const m = /^(.*)#\/components\/schemas\/(?:([^/]+)\/components\/schemas\/)?([^/]+)$/.exec(ref);
  const owner = m?.[2] ?? components.get(m?.[1] ?? "");
  return m && owner ? `${SCHEMAS}${owner}-${m[3]}` : ref;
}

function refsIn(node: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const n of node) refsIn(n, out);
  else if (node && typeof node === "object")
    for (const [k, v] of Object.entries(node)) {
      if (k === "$ref" && typeof v === "string") out.add(v);
      else refsIn(v, out);
    }
  return out;
}

// the components the paths reach, in name order: the plugin emits every shared schema, the
// demo data's and the definitions-only common.schema.json among them
function reachable(roots: unknown, schemas: Json): Json {
  const keep = new Set<string>();
  const visit = (node: unknown) => {
    for (const ref of refsIn(node, new Set())) {
      const name = ref.startsWith(SCHEMAS) ? ref.slice(SCHEMAS.length).split("/")[0] : undefined;
      if (name && !keep.has(name)) {
        keep.add(name);
        visit(schemas[name]);
      }
    }
  };
  visit(roots);
  return Object.fromEntries([...keep].sort().map((name) => [name, schemas[name]]));
}

// a body whose schema takes null may be left out (the spec's bodiless trial): not required
function optionalBody(op: Json, schemas: Json): void {
  const body = op.requestBody as
    | { required?: boolean; content?: Record<string, { schema?: Json }> }
    | undefined;
  const ref = body?.content?.["application/json"]?.schema?.$ref;
  const name = typeof ref === "string" && ref.startsWith(SCHEMAS) ? ref.slice(SCHEMAS.length) : undefined;
  const type = name ? (schemas[name] as Json | undefined)?.type : undefined;
  if (body && Array.isArray(type) && type.includes("null")) body.required = false;
}

// @fastify/swagger's `transformObject`: the zone header as one shared parameter on the operations
// zoneApiRoutes.ts marked, parameter $refs repaired, unused components left out, paths in
// order, and the do-not-edit banner first
export function finishDocument(banner: string) {
  const components = new Map(apiSchemas().map((s) => [s.$id, String(s.title)]));
  return ({ openapiObject }: { openapiObject: Json }): Json => {
    const {
      paths = {},
      components: parts = {},
      ...rest
    } = openapiObject as { paths?: Json; components?: Json };
    for (const operations of Object.values(paths as Record<string, Record<string, Json>>))
      for (const op of Object.values(operations)) {
        const params = ((op.parameters ?? []) as Json[]).map((p) => {
          const schema = p.schema as Json | undefined;
          if (typeof schema?.$ref !== "string") return p;
          return { ...p, schema: { ...schema, $ref: parameterRef(schema.$ref, components) } };
        });
        if (op["x-zone-header"]) params.unshift(ZONE_HEADER);
        delete op["x-zone-header"];
        if (params.length) op.parameters = params;
        optionalBody(op, (parts.schemas ?? {}) as Json);
      }
    const sorted = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
    const schemas = reachable([sorted, parts.parameters], (parts.schemas ?? {}) as Json);
    return { "x-generated": banner, ...rest, paths: sorted, components: { ...parts, schemas } };
  };
}
