import type { RawProblem, ZoneContext } from "../problem.ts";
import { isObject } from "../walkNodes.ts";

const SLOTS = [
  ["header", "headerAlt"],
  ["banner", "bannerAlt"],
] as const;

/**
 * An image's description is a key of `texts`, in every offered locale; an image without one is
 * decorative (alt=""), and a description without its image is a leftover.
 */
export function checkImageAlt({ zone }: ZoneContext): RawProblem[] {
  const { manifest } = zone;
  const brand = isObject(manifest.brand) ? manifest.brand : {};
  const texts = isObject(manifest.texts) ? manifest.texts : {};
  const locales = Array.isArray(manifest.locales) ? manifest.locales.map(String) : [];
  const problems: RawProblem[] = [];
  for (const [image, altKey] of SLOTS) {
    const key = brand[altKey];
    if (typeof key !== "string") continue;
    const pointer = `/brand/${altKey}`;
    if (typeof brand[image] !== "string") {
      problems.push({
        check: "texts",
        pointer,
        message: `${altKey} describes a ${image} the zone does not have`,
        hint: `add brand.${image}, or drop ${altKey}`,
      });
      continue;
    }
    const text = texts[key];
    const missing = isObject(text)
      ? locales.filter((l) => typeof text[l] !== "string" || text[l] === "")
      : [];
    if (!isObject(text) || missing.length > 0)
      problems.push({
        check: "texts",
        pointer,
        message: isObject(text)
          ? `text "${key}" has no ${missing.join(", ")} version, but the zone offers it`
          : `text "${key}" is not in texts`,
        hint: `add texts["${key}"] with ${locales.join(", ")}: the words a screen reader says for the ${image}`,
      });
  }
  return problems;
}
