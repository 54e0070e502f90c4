const ARTICLE: Record<string, string> = {
  integer: "an integer",
  number: "a number",
  string: "a string",
  boolean: "true or false",
  object: "an object",
  array: "an array",
  null: "null",
};

/**
 * A JSON Schema `type` as a person reads it: ajv names `["integer", "null"]` "integer,null", which
 * tells the operator editing a manifest little; this says "an integer or null".
 */
export function typeWords(types: unknown): string {
  const list = typeof types === "string" ? types.split(",") : Array.isArray(types) ? types.map(String) : [];
  const names = list.map((t) => ARTICLE[t] ?? t);
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}
