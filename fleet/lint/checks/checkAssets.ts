import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, relative, resolve, sep } from "node:path";
import { closest } from "../closest.ts";
import { BRAND_ASSETS } from "../../manifests/resolveManifest.ts";
import { ASSET_LIMIT_BYTES } from "../assetLimit.ts";
import { IMAGE_RULES, imageRuleProblems } from "../../images/imageRules.ts";
import { readImageSize } from "../../images/readImageSize.ts";
import type { RawProblem, ZoneContext } from "../problem.ts";
import { isObject } from "../walkNodes.ts";

// the brand files a mistyped name most likely meant
function assetsIn(dir: string): string[] {
  try {
    return readdirSync(dir).filter((n) => /\.(svg|webp|png)$/i.test(n));
  } catch {
    return [];
  }
}

const kb = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;

// the image the file really is, against its name and its slot's rules (format, pixels, aspect)
function imageProblems(key: (typeof BRAND_ASSETS)[number], name: string, file: string): RawProblem[] {
  const pointer = `/brand/${key}`;
  const size = readImageSize(readFileSync(file));
  const named = name.slice(name.lastIndexOf(".") + 1).toLowerCase();
  if (!size)
    return [
      {
        check: "assets",
        pointer,
        message: `${key} "${name}" is not an SVG, PNG, WebP or AVIF image (or declares no size)`,
        hint: "export it again as SVG (with a viewBox), WebP, AVIF or PNG",
      },
    ];
  if (size.format !== named)
    return [
      {
        check: "assets",
        pointer,
        message: `${key} "${name}" is a ${size.format.toUpperCase()} file named .${named}`,
        hint: `rename it to .${size.format}`,
      },
    ];
  return imageRuleProblems(IMAGE_RULES[key], size).map((problem) => ({
    check: "assets",
    pointer,
    message: `${key} "${name}" ${problem}`,
    hint: `the ${key} is drawn in a box of fixed shape: crop or export it again`,
  }));
}

/**
 * Brand assets exist beside the file that names them, are the images their names say, fit their
 * slot's pixel rules and stay small enough for a satellite link.
 */
export function checkAssets({ zone }: ZoneContext): RawProblem[] {
  const brand = isObject(zone.manifest.brand) ? zone.manifest.brand : {};
  const problems: RawProblem[] = [];
  for (const key of BRAND_ASSETS) {
    const name = brand[key];
    const dir = zone.assetDirs[`/brand/${key}`];
    if (typeof name !== "string" || !dir) continue;
    const pointer = `/brand/${key}`;
    const file = resolve(dir, name);
    if (relative(dir, file).startsWith(`..${sep}`) || relative(dir, file) === "..") {
      problems.push({
        check: "assets",
        pointer,
        message: `${key} "${name}" lies outside the manifest's folder`,
        hint: "keep assets beside the manifest that names them",
      });
      continue;
    }
    const size = statSync(file, { throwIfNoEntry: false });
    if (!size?.isFile()) {
      const near = closest(name, assetsIn(dirname(file)));
      const prefix = name.includes("/") ? name.replace(/[^/]*$/, "") : "";
      problems.push({
        check: "assets",
        pointer,
        message: `${key} file "${name}" does not exist`,
        hint: near
          ? `did you mean "${prefix}${near}"?`
          : `put it in ${relative(process.cwd(), dir) || "."}/, beside the manifest that names it`,
      });
    } else if (size.size > ASSET_LIMIT_BYTES) {
      problems.push({
        check: "assets",
        pointer,
        message: `${key} "${name}" is ${kb(size.size)}, over the ${kb(ASSET_LIMIT_BYTES)} limit`,
        hint: "every passenger downloads it over the ship's shared satellite link: optimise the SVG or use a smaller WebP",
      });
    } else problems.push(...imageProblems(key, name, file));
  }
  return problems;
}
