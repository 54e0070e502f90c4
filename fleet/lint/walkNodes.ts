import type { JsonObject } from "../manifests/mergeManifests.ts";

export interface NodeAt {
  page: string;
  node: JsonObject;
  pointer: string;
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Every widget node of a resolved zone with its pointer; tolerant of shapes the schema rejects. */
export function walkNodes(manifest: JsonObject): NodeAt[] {
  const pages = isObject(manifest.pages) ? manifest.pages : {};
  return Object.entries(pages).flatMap(([page, nodes]) =>
    Array.isArray(nodes)
      ? nodes.flatMap((node, i) => (isObject(node) ? [{ page, node, pointer: `/pages/${page}/${i}` }] : []))
      : [],
  );
}

export { isObject };
