import { readdirSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { formatProblem } from "../../tools/lint/formatProblem.ts";
import { lintFleet } from "../../tools/lint/lintFleet.ts";
import type { LintProblem } from "../../tools/lint/problem.ts";
import type { ZoneDefinition } from "./Fleet.ts";
import { type ServedFile, type ServedManifest, servedManifest } from "./servedManifest.ts";
import { zoneDefinitions } from "./zoneDefinitions.ts";

/** One linted version of the manifests folder: what the server serves until the next good reload. */
export interface ZoneSnapshot {
  dir: string;
  zones: ZoneDefinition[];
  /** zonePrefix → the manifest browsers get */
  layouts: Map<string, ServedManifest>;
  /** "<hash>.<ext>" → a brand asset */
  assets: Map<string, ServedFile>;
}

/** Refused manifests: every lint problem as file:line:column, the way `npm run lint:manifests` prints it. */
export class ManifestsRejected extends Error {
  readonly problems: string[];
  constructor(dir: string, problems: string[]) {
    super(`invalid manifests in ${dir} (npm run lint:manifests):\n${problems.join("\n")}`);
    this.problems = problems;
  }
}

// every file of the folder (manifests and the brand assets beside them), with sizes and times: the
// lint (about a second) runs again only when one changed, so a logo replaced alone is picked up too
function fingerprint(dir: string): string {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
    .map((file) => {
      const s = statSync(file, { throwIfNoEntry: false });
      return `${file}:${s?.size}:${s?.mtimeMs}`;
    })
    .join("|");
}
// per process, not per module instance: test runners load this module afresh for every test file
// (and the lint costs a second or more on a busy machine), one process still lints a folder once
const CACHE = Symbol.for("gangway.zoneSnapshots");
const holder = globalThis as { [CACHE]?: Map<string, { print: string; snapshot: ZoneSnapshot }> };
holder[CACHE] ??= new Map();
const cache = holder[CACHE];

/** Lints and resolves a manifests folder with the lint's own code; throws ManifestsRejected on any problem. */
export function loadZoneSnapshot(manifestsDir: string): ZoneSnapshot {
  const dir = resolve(manifestsDir);
  let print: string;
  try {
    print = fingerprint(dir);
  } catch (error) {
    throw new ManifestsRejected(dir, [`${dir}: ${(error as Error).message}`]);
  }
  const cached = cache.get(dir);
  if (cached?.print === print) return cached.snapshot;
  const lint = lintFleet({ root: dir });
  // file:line:column as the lint prints it; a folder outside the working directory keeps absolute paths
  const base = relative(process.cwd(), dir).startsWith("..") ? "/" : process.cwd();
  const shown = (p: LintProblem) => `${base === "/" ? "/" : ""}${formatProblem(p, base)}`;
  if (lint.problems.length > 0) throw new ManifestsRejected(dir, lint.problems.map(shown));
  const assets = new Map<string, ServedFile>();
  const layouts = new Map(lint.zones.map((z) => [String(z.manifest.zonePrefix), servedManifest(z, assets)]));
  const snapshot = { dir, zones: zoneDefinitions(lint.zones), layouts, assets };
  cache.set(dir, { print, snapshot });
  return snapshot;
}
