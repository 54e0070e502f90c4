// a schema with every $ref resolved against its $id: the same schema to Ajv, and one that
// json-schema-resolver (under @fastify/swagger) follows, since it resolves a relative path such as
// common.schema.json against the host instead of the schema's folder
export function absoluteRefs<T>(node: T, base: string): T {
  if (Array.isArray(node)) return node.map((n) => absoluteRefs(n, base)) as T;
  if (node === null || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === "$ref" && typeof value === "string" ? new URL(value, base).href : absoluteRefs(value, base),
    ]),
  ) as T;
}
