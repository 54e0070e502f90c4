import type { RawProblem, ZoneContext } from "../problem.ts";
import { isObject } from "../walkNodes.ts";

// the ids a list must not repeat: the server keys its rows (and its buyers' orders) by them
const LISTS: [pointer: string, read: (m: Record<string, unknown>) => unknown, key: string, what: string][] = [
  ["/opens", (m) => m.opens, "id", "open id"],
  ["/store/items", (m) => (isObject(m.store) ? m.store.items : undefined), "id", "store item id"],
  ["/cruise/packages", (m) => (isObject(m.cruise) ? m.cruise.packages : undefined), "id", "package id"],
  ["/zones", (m) => m.zones, "zoneId", "zone id"],
];

/** What the schema cannot say about the server keys: ids a list gives once only. */
export function checkServerKeys({ zone }: ZoneContext): RawProblem[] {
  const problems: RawProblem[] = [];
  for (const [pointer, read, key, what] of LISTS) {
    const list = read(zone.manifest);
    if (!Array.isArray(list)) continue;
    const seen = new Set<unknown>();
    list.forEach((entry, i) => {
      const id = isObject(entry) ? entry[key] : undefined;
      if (id === undefined) return;
      if (seen.has(id))
        problems.push({
          check: "server",
          pointer: `${pointer}/${i}/${key}`,
          message: `${what} ${JSON.stringify(id)} appears twice`,
          hint: `give each entry of ${pointer.slice(1).replace("/", ".")} its own ${key}`,
        });
      seen.add(id);
    });
  }
  return problems;
}
