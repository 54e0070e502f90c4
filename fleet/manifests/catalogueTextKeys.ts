import type { JsonObject } from "./mergeManifests.ts";

export interface TextKeyAt {
  pointer: string;
  key: string;
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const list = (value: unknown) => (Array.isArray(value) ? value : []);

/**
 * The text keys of the server's catalogues: store items' names and descriptions, cruise packages'
 * titles and list lines. The server serves them in every language the zone offers, so they must
 * exist in each, as a node's texts must.
 */
export function catalogueTextKeys(manifest: JsonObject): TextKeyAt[] {
  const found: TextKeyAt[] = [];
  const add = (pointer: string, key: unknown) => {
    if (typeof key === "string") found.push({ pointer, key });
  };
  const store = isObject(manifest.store) ? manifest.store : {};
  list(store.items).forEach((item, i) => {
    if (!isObject(item)) return;
    add(`/store/items/${i}/name`, item.name);
    add(`/store/items/${i}/description`, item.description);
  });
  const cruise = isObject(manifest.cruise) ? manifest.cruise : {};
  list(cruise.packages).forEach((pkg, i) => {
    if (!isObject(pkg)) return;
    add(`/cruise/packages/${i}/title`, pkg.title);
    for (const [j, line] of list(pkg.description).entries())
      add(`/cruise/packages/${i}/description/${j}`, line);
  });
  return found;
}
