import { LINKED_PAGES } from "../linkedPages.ts";
import type { RawProblem, ZoneContext } from "../problem.ts";
import { isObject, walkNodes } from "../walkNodes.ts";

/** Every page a node opens exists in the zone: a link must never end on the 404 page. */
export function checkPageLinks({ zone, schema }: ZoneContext): RawProblem[] {
  const pages = isObject(zone.manifest.pages) ? Object.keys(zone.manifest.pages) : [];
  const known = new Set(schema.pages);
  const hint = (target: string) => `add pages.${target}, or link to one of: ${pages.join(", ")}`;
  const problems: RawProblem[] = [];
  for (const { node, pointer } of walkNodes(zone.manifest)) {
    const type = String(node.type);
    const target = LINKED_PAGES[type];
    if (target && known.has(target) && !pages.includes(target))
      problems.push({
        check: "pages",
        pointer: `${pointer}/type`,
        message: `${type} opens ${target}, but this zone has no ${target} page`,
        hint: hint(target),
      });
    // props whose allowed values are all page names, e.g. BackLink.to (its default counts too)
    for (const [name, prop] of Object.entries(schema.nodes.get(type) ?? {})) {
      const values = prop.enum;
      if (!Array.isArray(values) || values.length === 0 || !values.every((v) => known.has(String(v))))
        continue;
      const to = node[name] ?? prop.default;
      if (typeof to !== "string" || !known.has(to) || pages.includes(to)) continue;
      const where = name in node ? `${pointer}/${name}` : `${pointer}/type`;
      problems.push({
        check: "pages",
        pointer: where,
        message: `${type} goes to ${to}, but this zone has no ${to} page`,
        hint: hint(to),
      });
    }
  }
  return problems;
}
