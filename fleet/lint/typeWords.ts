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
export function typeWords(types: string | readonly string[]): string {
  const names = (typeof types === "string" ? types.split(",") : types).map((t) => ARTICLE[t] ?? t);
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}
