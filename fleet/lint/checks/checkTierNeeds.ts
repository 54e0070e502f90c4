import type { RawProblem, ZoneContext } from "../problem.ts";
import { TIER_PAGES } from "../tierPages.ts";
import { isObject } from "../walkNodes.ts";

/** What a tier promises: crew pages show a support mail link, cruise zones have the cruise pages. */
export function checkTierNeeds({ zone, schema }: ZoneContext): RawProblem[] {
  const { manifest } = zone;
  const tier = String(manifest.tier);
  const problems: RawProblem[] = [];
  // only once the schema defines the field: until then there is nowhere to put it
  if (tier === "crew" && schema.supportEmail) {
    let value: unknown = manifest;
    for (const key of schema.supportEmail) value = isObject(value) ? value[key] : undefined;
    if (typeof value !== "string" || value.trim() === "")
      problems.push({
        check: "tier",
        pointer: `/${schema.supportEmail.join("/")}`,
        message: "a crew zone needs a support email",
        hint: `crew pages show a feedback mail link: set ${schema.supportEmail.join(".")}`,
      });
  }
  const pages = isObject(manifest.pages) ? manifest.pages : {};
  for (const page of TIER_PAGES[tier] ?? []) {
    if (!schema.pages.includes(page) || page in pages) continue;
    problems.push({
      check: "tier",
      pointer: `/pages/${page}`,
      message: `a ${tier} zone needs a ${page} page`,
      hint: `add pages.${page}`,
    });
  }
  return problems;
}
