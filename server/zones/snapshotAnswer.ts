import { rmSync } from "node:fs";
import { lintFleet, type LintResult } from "../../fleet/lint/lintFleet.ts";
import { buildZoneSnapshot, shownProblems } from "./buildZoneSnapshot.ts";
import { composeFleet, keptFleet } from "./composeFleet.ts";
import { keepFleet, promoteFleet } from "./assembleFleet.ts";
import { ManifestsRejected } from "./ManifestsRejected.ts";
import { manifestsFingerprint } from "./manifestsFingerprint.ts";
import { zoneSnapshotCache } from "./zoneSnapshotCache.ts";
import type { ZoneSnapshot } from "./ZoneSnapshot.ts";

/** What a load of the folder found: plain data, so that a worker can post it to the main thread. */
export type SnapshotAnswer =
  | { kind: "unchanged" }
  | { kind: "rejected"; problems: string[] }
  | { kind: "loaded"; print: string; snapshot: ZoneSnapshot }
  // the folder had problems: the fleet served instead (snapshot.refused says what and why)
  | { kind: "partial"; snapshot: ZoneSnapshot };

/**
 * Lints and resolves the folder (an absolute path) unless its files are those of `knownPrint`, the
 * fingerprint of the version the caller has. The CPU-bound half of a load: a reload runs it in a
 * worker (SnapshotThread.ts), the start on the main thread (ZoneRegistry.ts). With `keepDir` (the
 * last good fleet, beside the data), a good folder is kept there, and a folder with problems is
 * served as far as it can be: its good operators, the others' last good versions.
 */
export function snapshotAnswer(
  dir: string,
  knownPrint: string | undefined,
  keepDir?: string,
): SnapshotAnswer {
  let print: string;
  try {
    print = manifestsFingerprint(dir);
  } catch (error) {
    const problems = [`${dir}: ${(error as Error).message}`];
    return keepDir ? servedInstead(dir, undefined, problems, keepDir) : { kind: "rejected", problems };
  }
  if (print === knownPrint) return { kind: "unchanged" };
  const lint = lintFleet({ root: dir });
  if (lint.problems.length === 0) {
    const snapshot = buildZoneSnapshot(dir, lint);
    if (keepDir) keepFleet(dir, keepDir);
    return { kind: "loaded", print, snapshot };
  }
  const problems = shownProblems(dir, lint.problems);
  return keepDir ? servedInstead(dir, lint, problems, keepDir) : { kind: "rejected", problems };
}

// the good operators as the folder has them and the refused ones' last good versions, or, when
// the problems are on no operator (or the folder is gone), the whole last good fleet
function servedInstead(
  dir: string,
  lint: LintResult | undefined,
  problems: string[],
  keepDir: string,
): SnapshotAnswer {
  const staging = `${keepDir}.next`;
  const composed = (lint && composeFleet(dir, lint, keepDir, staging)) ?? keptFleet(dir, keepDir, staging);
  if (!composed || composed.lint.zones.length === 0) {
    rmSync(staging, { recursive: true, force: true });
    return { kind: "rejected", problems };
  }
  const snapshot: ZoneSnapshot = {
    ...buildZoneSnapshot(composed.dir, composed.lint),
    dir,
    refused: { problems, kept: composed.kept, missing: composed.missing },
  };
  // what is served is the last good fleet from now on
  promoteFleet(staging, keepDir);
  return { kind: "partial", snapshot };
}

/** The other half, on the main thread: the snapshot to serve (cached for the next load), or ManifestsRejected. */
export function settleSnapshotAnswer(dir: string, answer: SnapshotAnswer): ZoneSnapshot {
  if (answer.kind === "rejected") throw new ManifestsRejected(dir, answer.problems);
  // a fleet served instead of the folder is not the folder's: the next load lints the folder again
  if (answer.kind === "partial") return answer.snapshot;
  if (answer.kind === "loaded") {
    zoneSnapshotCache.set(dir, { print: answer.print, snapshot: answer.snapshot });
    return answer.snapshot;
  }
  const cached = zoneSnapshotCache.get(dir);
  // "unchanged" answers the print the caller took from the cache, so it is there
  if (!cached) throw new Error(`no cached snapshot of ${dir} for an unchanged folder`);
  return cached.snapshot;
}
