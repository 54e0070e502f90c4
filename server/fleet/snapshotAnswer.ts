import { buildZoneSnapshot } from "./buildZoneSnapshot.ts";
import { ManifestsRejected } from "./ManifestsRejected.ts";
import { manifestsFingerprint } from "./manifestsFingerprint.ts";
import { zoneSnapshotCache } from "./zoneSnapshotCache.ts";
import type { ZoneSnapshot } from "./ZoneSnapshot.ts";

/** What a load of the folder found: plain data, so that a worker can post it to the main thread. */
export type SnapshotAnswer =
  | { kind: "unchanged" }
  | { kind: "rejected"; problems: string[] }
  | { kind: "loaded"; print: string; snapshot: ZoneSnapshot };

/**
 * Lints and resolves the folder (an absolute path) unless its files are those of `knownPrint`, the
 * fingerprint of the version the caller has. The CPU-bound half of a load: a reload runs it in a
 * worker (loadZoneSnapshotOffThread.ts), the start on the main thread (loadZoneSnapshot.ts).
 */
export function snapshotAnswer(dir: string, knownPrint: string | undefined): SnapshotAnswer {
  let print: string;
  try {
    print = manifestsFingerprint(dir);
  } catch (error) {
    return { kind: "rejected", problems: [`${dir}: ${(error as Error).message}`] };
  }
  if (print === knownPrint) return { kind: "unchanged" };
  try {
    return { kind: "loaded", print, snapshot: buildZoneSnapshot(dir) };
  } catch (error) {
    if (error instanceof ManifestsRejected) return { kind: "rejected", problems: error.problems };
    throw error;
  }
}

/** The other half, on the main thread: the snapshot to serve (cached for the next load), or ManifestsRejected. */
export function settleSnapshotAnswer(dir: string, answer: SnapshotAnswer): ZoneSnapshot {
  if (answer.kind === "rejected") throw new ManifestsRejected(dir, answer.problems);
  if (answer.kind === "loaded") {
    zoneSnapshotCache.set(dir, { print: answer.print, snapshot: answer.snapshot });
    return answer.snapshot;
  }
  const cached = zoneSnapshotCache.get(dir);
  // "unchanged" answers the print the caller took from the cache, so it is there
  if (!cached) throw new Error(`no cached snapshot of ${dir} for an unchanged folder`);
  return cached.snapshot;
}
