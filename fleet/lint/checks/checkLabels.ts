import type { RawProblem, ZoneContext } from "../problem.ts";
import { isObject } from "../walkNodes.ts";

/** A reworded engine label exists in every locale the zone offers, like any text of the zone. */
export function checkLabels({ zone, schema }: ZoneContext): RawProblem[] {
  const { manifest } = zone;
  if (!isObject(manifest.labels)) return [];
  const offered = Array.isArray(manifest.locales) ? manifest.locales : [];
  const locales = offered.filter((l): l is string => typeof l === "string" && schema.locales.includes(l));
  const problems: RawProblem[] = [];
  for (const [id, text] of Object.entries(manifest.labels)) {
    if (!isObject(text)) continue;
    for (const locale of locales) {
      if (typeof text[locale] === "string" && text[locale] !== "") continue;
      problems.push({
        check: "texts",
        pointer: `/labels/${id.replace(/~/g, "~0").replace(/\//g, "~1")}`,
        message: `label "${id}" has no ${locale} version, but the zone offers ${locale}`,
        hint: `add "${locale}" to labels["${id}"], or drop the label to keep the engine's own words`,
      });
    }
  }
  return problems;
}
