import type { ZoneSnapshot } from "./ZoneSnapshot.ts";

// per module instance, which is per process: the server loads it once, and the server test project
// runs its files in one module graph per worker (vitest.config.ts, isolate: false), so a folder is
// linted once there too (the lint costs a second or more on a busy machine). Keyed by the folder's
// absolute path; `print` is its manifestsFingerprint when it was linted.
/** The last good snapshot of each manifests folder, shared by the start-up and the reload path. */
export const zoneSnapshotCache = new Map<string, { print: string; snapshot: ZoneSnapshot }>();
