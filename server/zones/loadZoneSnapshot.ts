import { resolve } from "node:path";
import { settleSnapshotAnswer, snapshotAnswer } from "./snapshotAnswer.ts";
import { zoneSnapshotCache } from "./zoneSnapshotCache.ts";
import type { ZoneSnapshot } from "./ZoneSnapshot.ts";

/**
 * Lints and resolves a manifests folder on this thread; throws ManifestsRejected on any problem.
 * For the start (before the server listens, no request waits on the event loop) and for tests; a
 * running server reloads with loadZoneSnapshotOffThread instead.
 */
export function loadZoneSnapshot(manifestsDir: string): ZoneSnapshot {
  const dir = resolve(manifestsDir);
  return settleSnapshotAnswer(dir, snapshotAnswer(dir, zoneSnapshotCache.get(dir)?.print));
}
