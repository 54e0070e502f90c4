import type { RawProblem, ZoneContext } from "../problem.ts";
import { HEX_COLOR, MIN_CONTRAST, nearestReadable, readableContrast } from "../readableContrast.ts";
import { isObject } from "../walkNodes.ts";

/** Colours are hex, and button text on the primary colour stays readable (WCAG AA, 4.5:1). */
export function checkColors({ zone }: ZoneContext): RawProblem[] {
  const brand = isObject(zone.manifest.brand) ? zone.manifest.brand : {};
  const colors = isObject(brand.colors) ? brand.colors : {};
  const problems: RawProblem[] = [];
  for (const [key, value] of Object.entries(colors)) {
    if (typeof value !== "string" || HEX_COLOR.test(value)) continue;
    problems.push({
      check: "colors",
      pointer: `/brand/colors/${key}`,
      message: `"${value}" is not a hex colour`,
      hint: "write #rgb or #rrggbb, e.g. #314e92",
    });
  }
  const primary = colors.primary;
  if (typeof primary === "string" && HEX_COLOR.test(primary)) {
    const ratio = readableContrast(primary);
    if (ratio < MIN_CONTRAST)
      problems.push({
        check: "colors",
        pointer: "/brand/colors/primary",
        message: `primary ${primary} gives text on buttons only ${ratio.toFixed(2)}:1 contrast, under ${MIN_CONTRAST}:1`,
        hint: `the nearest readable shade is ${nearestReadable(primary)}`,
      });
  }
  return problems;
}
