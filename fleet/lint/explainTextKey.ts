// Store items and cruise packages name their words by text key, as every node does, so that each
// language has its own. A manifest from before that writes the words themselves: say what to write.

const AREA: [RegExp, string][] = [
  [/^\/store\//, "store"],
  [/^\/cruise\//, "cruise"],
];

// "Wi-Fi 24 hours" → "wi-fi-24-hours": a key that reads like the words it stands for
function slug(words: string): string {
  return (
    words
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40)
      .replace(/-+$/, "") || "text"
  );
}

/** Why words are not a text key, and the key and the texts entry to write instead. */
export function explainTextKey(value: string, pointer: string): { message: string; hint: string } {
  const area = AREA.find(([pattern]) => pattern.test(pointer))?.[1] ?? "text";
  const key = `${area}.${slug(value)}`;
  const field = pointer.split("/").at(-1) ?? "";
  // a line of a list has no field name of its own
  const write = /^\d+$/.test(field) ? `"${key}" for this line` : `"${field}": "${key}"`;
  return {
    message: `${JSON.stringify(value)} is words, not a text key: the words go in texts, one version per language`,
    hint: `write ${write} and add "${key}": { "en": ${JSON.stringify(value)}, … } to texts, in every language the zone offers`,
  };
}
