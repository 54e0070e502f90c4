import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, dirname, relative, resolve } from "node:path";
import { closest } from "../lint/closest.ts";
import type { JsonObject } from "./mergeManifests.ts";
import { mergeManifests } from "./mergeManifests.ts";

export const BRAND_ASSETS = ["logo", "header", "banner"] as const;

export interface ResolvedManifest {
  file: string;
  /** files of the chain, the root operator first */
  chain: string[];
  /** for each inherited key path, the folder its assets are relative to */
  assetDirs: Record<string, string>;
  manifest: JsonObject;
}

export class ManifestError extends Error {
  file: string;
  pointer: string;
  hint?: string;
  constructor(file: string, pointer: string, message: string, hint?: string) {
    super(message);
    this.file = file;
    this.pointer = pointer;
    if (hint) this.hint = hint;
  }
}

// the file a mistyped `extends` most likely meant: the nearest name among the folder's manifests
function extendsHint(target: string, written: unknown): string | undefined {
  let names: string[];
  try {
    names = readdirSync(dirname(target)).filter((n) => n.endsWith(".json"));
  } catch {
    return undefined;
  }
  const near = closest(basename(target), names);
  if (!near) return names.length ? `manifests there: ${names.join(", ")}` : undefined;
  const suggestion = typeof written === "string" ? written.replace(/[^/]*$/, near) : near;
  return `did you mean "${suggestion}"?`;
}

export function readJson(file: string): JsonObject {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    throw new ManifestError(file, "", "file cannot be read");
  }
  try {
    return JSON.parse(text) as JsonObject;
  } catch (error) {
    throw new ManifestError(file, "", `not valid JSON: ${(error as Error).message}`);
  }
}

const shown = (file: string) => relative(process.cwd(), file);

/** Follows `extends` from a zone file up to its root, then merges the chain. */
export function resolveManifest(
  file: string,
  read: (file: string) => JsonObject = readJson,
): ResolvedManifest {
  const chain: string[] = [];
  const docs: JsonObject[] = [];
  // the error belongs to the file whose `extends` points at the bad target, not to the zone
  let from: string | undefined;
  let current: string | undefined = resolve(file);
  while (current) {
    if (chain.includes(current)) {
      const loop = [...chain].reverse();
      const cycle = [...loop.slice(loop.indexOf(current)), current].map(shown).join(" → ");
      throw new ManifestError(from ?? file, "/extends", `extends makes a cycle: ${cycle}`);
    }
    if (from && !existsSync(current)) {
      const written = docs[0]?.extends;
      throw new ManifestError(
        from,
        "/extends",
        `extends target ${shown(current)} does not exist`,
        extendsHint(current, written),
      );
    }
    const doc = read(current);
    chain.unshift(current);
    docs.unshift(doc);
    const parent = doc.extends;
    from = current;
    current = typeof parent === "string" ? resolve(dirname(current), parent) : undefined;
  }
  // an asset path is relative to the file that declared it
  const assetDirs: Record<string, string> = {};
  chain.forEach((f, i) => {
    const brand = docs[i]?.brand as JsonObject | undefined;
    for (const key of BRAND_ASSETS) {
      if (brand && typeof brand[key] === "string") assetDirs[`/brand/${key}`] = dirname(f);
    }
  });
  return { file: resolve(file), chain, assetDirs, manifest: mergeManifests(docs) };
}
