import manifestSchema from "../../schemas/manifest.schema.json" with { type: "json" };

export type Schema = { [key: string]: unknown };

/** What the checks learn from the manifest schema, so new pages and node types need no lint change. */
export interface SchemaInfo {
  /** page names the schema allows under `pages` */
  pages: string[];
  /** tiers the schema allows */
  tiers: string[];
  /** locales the schema allows */
  locales: string[];
  /** node type → its property schemas ($refs followed) */
  nodes: Map<string, Record<string, Schema>>;
  /** where a crew zone's support email lives, or undefined while the schema has none */
  supportEmail: string[] | undefined;
  /** follows a local "#/definitions/…" $ref */
  deref(schema: unknown): Schema;
}

const refName = (value: unknown) => String((value as Schema)?.$ref ?? "").replace("#/definitions/", "");
const asSchema = (value: unknown): Schema =>
  typeof value === "object" && value !== null ? (value as Schema) : {};

export function schemaInfo(schema: Schema = manifestSchema as Schema): SchemaInfo {
  const definitions = asSchema(schema.definitions);
  const deref = (value: unknown): Schema => {
    let current = asSchema(value);
    for (let hops = 0; typeof current.$ref === "string" && hops < 10; hops++) {
      current = asSchema(definitions[current.$ref.replace("#/definitions/", "")]);
    }
    return current;
  };
  const properties = (value: unknown) => asSchema(deref(value).properties) as Record<string, Schema>;
  const root = properties(schema);
  const pages = properties(root.pages);
  const nodes = new Map<string, Record<string, Schema>>();
  // every page's node list, so a page with its own node set still counts
  for (const list of Object.values(pages)) {
    for (const branch of (deref(deref(list).items).oneOf as unknown[] | undefined) ?? []) {
      // keep the name of a referenced definition: a prop typed "Link" is a link whatever its value
      const props: Record<string, Schema> = Object.fromEntries(
        Object.entries(properties(branch)).map(([k, v]) => [k, { ...deref(v), "x-ref": refName(v) }]),
      );
      const type = props.type?.const;
      if (typeof type === "string") nodes.set(type, props);
    }
  }
  const locales = (deref(deref(root.locales).items).enum as string[] | undefined) ?? [];
  const tiers = (deref(root.tier).enum as string[] | undefined) ?? [];
  return {
    pages: Object.keys(pages),
    tiers,
    locales,
    nodes,
    supportEmail: findSupportEmail(root, properties),
    deref,
  };
}

// the field may sit at the top or one object down (e.g. contact.supportEmail): look in both
function findSupportEmail(root: Record<string, Schema>, properties: (s: unknown) => Record<string, Schema>) {
  if (root.supportEmail) return ["supportEmail"];
  for (const [key, value] of Object.entries(root))
    if (properties(value).supportEmail) return [key, "supportEmail"];
  return undefined;
}

let real: SchemaInfo | undefined;
/** The info of schemas/manifest.schema.json, computed once. */
export function manifestSchemaInfo(): SchemaInfo {
  real ??= schemaInfo();
  return real;
}
