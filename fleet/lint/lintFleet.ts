import { resolve, sep } from "node:path";
import { listManifestFiles, MANIFEST_ROOT } from "../manifests/listManifestFiles.ts";
import type { ResolvedManifest } from "../manifests/resolveManifest.ts";
import { checkPrefixes } from "./checks/checkPrefixes.ts";
import { checkZoneIds } from "./checks/checkZoneIds.ts";
import { checkGatewayNames } from "./checks/checkGatewayNames.ts";
import { type Found, lintFile } from "./lintFile.ts";
import { locate } from "./locate.ts";
import type { LintProblem } from "./problem.ts";
import { manifestSchemaInfo } from "./schemaInfo.ts";
import { createSourceCache } from "./sourceCache.ts";

export interface LintOptions {
  /** the manifests folder (tests lint a temporary copy) */
  root?: string;
  /** report only problems of these files or folders, and of the zones that extend them */
  only?: string[];
}

export interface LintResult {
  /** zones that passed the schema, as loadFleet returns them */
  zones: ResolvedManifest[];
  problems: LintProblem[];
  /** manifests linted (those selected by `only`) */
  manifests: number;
  /** of those, the zones (not abstract), valid or not */
  zoneFiles: number;
  ms: number;
}

/** Lints the whole fleet: syntax, schema, the checks beyond it, each problem put on its line. */
export function lintFleet(options: LintOptions = {}): LintResult {
  const started = performance.now();
  const root = resolve(options.root ?? MANIFEST_ROOT);
  const sources = createSourceCache();
  const schema = manifestSchemaInfo();
  const paths = (options.only ?? []).map((p) => resolve(p));
  const inside = (file: string) =>
    paths.length === 0 || paths.some((p) => file === p || file.startsWith(p + sep));
  // a file named on the command line is linted even when it lies outside the root
  const files = [...new Set([...listManifestFiles(root), ...paths.filter((p) => p.endsWith(".json"))])];
  const found: Found[] = [];
  const resolved: ResolvedManifest[] = [];
  const zones: ResolvedManifest[] = [];
  let zoneFiles = 0;
  for (const file of files) {
    const result = lintFile(file, files, sources, schema);
    found.push(...result.found);
    if (!result.abstract && inside(file)) zoneFiles++;
    if (result.abstract || !result.zone) continue;
    resolved.push(result.zone);
    if (result.valid) zones.push(result.zone);
  }
  for (const { zone, ...problem } of [
    ...checkPrefixes(resolved, root),
    ...checkZoneIds(resolved),
    ...checkGatewayNames(resolved),
  ])
    found.push({ problem, chain: zone.chain, origin: zone.file });
  const problems = found
    .filter(({ chain, origin }) => inside(origin) || chain.some(inside))
    .map(({ problem, chain }) => locate(problem, chain, sources));
  const manifests = files.filter(inside).length;
  return { zones, problems: unique(problems), manifests, zoneFiles, ms: performance.now() - started };
}

// the same inherited mistake reaches every zone that extends it: say it once
function unique(problems: LintProblem[]): LintProblem[] {
  const seen = new Set<string>();
  const key = (p: LintProblem) => `${p.file}|${p.pointer}|${p.message}`;
  return problems
    .filter((p) => !seen.has(key(p)) && seen.add(key(p)))
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}
