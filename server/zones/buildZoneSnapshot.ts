import { relative } from "node:path";
import { formatProblem } from "../../fleet/lint/formatProblem.ts";
import { lintFleet, type LintResult } from "../../fleet/lint/lintFleet.ts";
import type { LintProblem } from "../../fleet/lint/problem.ts";
import { ManifestsRejected } from "./ManifestsRejected.ts";
import { type ServedFile, servedManifest } from "./servedManifest.ts";
import { zoneDefinitions } from "./zoneDefinitions.ts";
import type { ZoneSnapshot } from "./ZoneSnapshot.ts";

/**
 * Lints and resolves a manifests folder (an absolute path) with the lint's own code, and reads its
 * brand assets; throws ManifestsRejected on any problem. The work of a load, cached or not, on the
 * main thread at start or in a worker on reload.
 */
export function buildZoneSnapshot(dir: string, lint: LintResult = lintFleet({ root: dir })): ZoneSnapshot {
  if (lint.problems.length > 0) throw new ManifestsRejected(dir, shownProblems(dir, lint.problems));
  const assets = new Map<string, ServedFile>();
  const layouts = new Map(lint.zones.map((z) => [String(z.manifest.zonePrefix), servedManifest(z, assets)]));
  return { dir, zones: zoneDefinitions(lint.zones), layouts, assets };
}

/** file:line:column as the lint prints it; a folder outside the working directory keeps absolute paths. */
export function shownProblems(dir: string, problems: LintProblem[]): string[] {
  const base = relative(process.cwd(), dir).startsWith("..") ? "/" : process.cwd();
  return problems.map((p) => `${base === "/" ? "/" : ""}${formatProblem(p, base)}`);
}
