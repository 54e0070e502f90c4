import type { JsonSchema } from "../schemas/apiSchemas.ts";

type Json = unknown;
const REF_PREFIX = "#/components/schemas/";
// keys that say nothing about the instance: a schema of only these is a box of definitions
const METADATA = new Set(["$schema", "$id", "$comment", "title", "description", "definitions"]);

export const pascal = (name: string): string =>
  name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join("");

interface Source {
  name: string;
  schema: JsonSchema;
  // definition name -> component name
  definitions: Map<string, string>;
}

// the API schemas as OpenAPI components: one per file (named by its title), its
// definitions hoisted beside it, every $ref rewritten to #/components/schemas/…
export class SchemaComponents {
  readonly #byId = new Map<string, Source>();
  readonly #used = new Map<string, Json>();

  constructor(schemas: JsonSchema[]) {
    const taken = new Set<string>();
    const claim = (name: string, owner: string) => {
      if (taken.has(name)) throw new Error(`two API schemas give the component name ${name} (${owner})`);
      taken.add(name);
      return name;
    };
    for (const schema of schemas) {
      const title = pascal(
        String(
          schema.title ??
            schema.$id
              .split("/")
              .pop()
              ?.replace(/\.schema\.json$/, ""),
        ),
      );
      // a file of definitions only (common.schema.json) lends its names to them unprefixed
      const container = Object.keys(schema).every((k) => METADATA.has(k));
      const defs = (schema.definitions ?? {}) as Record<string, unknown>;
      const definitions = new Map<string, string>();
      for (const def of Object.keys(defs)) {
        definitions.set(def, claim(container ? pascal(def) : `${title}${pascal(def)}`, schema.$id));
      }
      this.#byId.set(schema.$id, { name: container ? "" : claim(title, schema.$id), schema, definitions });
    }
  }

  // a schema as used by a route: refs resolved against `base` and rewritten
  convert(schema: Json, base: string): Json {
    if (Array.isArray(schema)) return schema.map((s) => this.convert(s, base));
    if (schema === null || typeof schema !== "object") return schema;
    const out: Record<string, Json> = {};
    for (const [key, value] of Object.entries(schema)) {
      if (key === "$schema" || key === "$id" || key === "definitions") continue;
      if (key === "$ref" && typeof value === "string") out.$ref = this.#ref(value, base);
      // draft-07 tuples are prefixItems in the 2020-12 dialect of OpenAPI 3.1
      else if (key === "items" && Array.isArray(value)) out.prefixItems = this.convert(value, base);
      else out[key] = this.convert(value, base);
    }
    return out;
  }

  // the component a converted schema's $ref points at (for descriptions and parameter lists)
  resolve(converted: Json): Record<string, Json> {
    const s = (converted ?? {}) as Record<string, Json>;
    if (typeof s.$ref !== "string" || !s.$ref.startsWith(REF_PREFIX)) return s;
    return (this.#used.get(s.$ref.slice(REF_PREFIX.length)) ?? {}) as Record<string, Json>;
  }

  // the components reachable from `roots` (the paths), sorted; parameter lists expand
  // their query schemas, so those components may be left unreferenced
  components(roots: Json): Record<string, Json> {
    const keep = new Set<string>();
    const visit = (node: Json): void => {
      if (Array.isArray(node)) for (const n of node) visit(n);
      else if (node && typeof node === "object") {
        for (const [k, v] of Object.entries(node)) {
          if (k !== "$ref" || typeof v !== "string") visit(v);
          else if (v.startsWith(REF_PREFIX)) {
            const name = v.slice(REF_PREFIX.length).split("/")[0] ?? "";
            if (!keep.has(name)) {
              keep.add(name);
              visit(this.#used.get(name));
            }
          }
        }
      }
    };
    visit(roots);
    return Object.fromEntries(
      [...keep].sort((a, b) => a.localeCompare(b)).map((n) => [n, this.#used.get(n)]),
    );
  }

  #ref(ref: string, base: string): string {
    const url = new URL(ref, base);
    const pointer = decodeURIComponent(url.hash.slice(1));
    url.hash = "";
    const source = this.#byId.get(url.href);
    if (!source) throw new Error(`$ref to an unknown schema: ${ref} (from ${base})`);
    const def = /^\/definitions\/([^/]+)(.*)$/.exec(pointer);
    if (def) {
      const name = source.definitions.get(def[1] ?? "");
      if (!name) throw new Error(`$ref to an unknown definition: ${ref} (from ${base})`);
      this.#use(name, (source.schema.definitions as Record<string, Json>)[def[1] ?? ""], source.schema.$id);
      return `${REF_PREFIX}${name}${def[2] ?? ""}`;
    }
    if (!source.name) throw new Error(`$ref to a definitions-only schema: ${ref}`);
    this.#use(source.name, source.schema, source.schema.$id);
    return `${REF_PREFIX}${source.name}${pointer === "/" ? "" : pointer}`;
  }

  #use(name: string, schema: Json, base: string): void {
    if (this.#used.has(name)) return;
    // reserve first: schemas may refer to themselves
    this.#used.set(name, {});
    this.#used.set(name, this.convert(schema, base));
  }
}
