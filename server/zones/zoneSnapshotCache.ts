import type { ZoneSnapshot } from "./ZoneSnapshot.ts";

// per process, not per module instance: test runners load this module afresh for every test file
// (and the lint costs a second or more on a busy machine), one process still lints a folder once.
// Keyed by the folder's absolute path; `print` is its manifestsFingerprint when it was linted.
const CACHE = Symbol.for("gangway.zoneSnapshots");
const holder = globalThis as { [CACHE]?: Map<string, { print: string; snapshot: ZoneSnapshot }> };
holder[CACHE] ??= new Map();

/** The last good snapshot of each manifests folder, shared by the start-up and the reload path. */
export const zoneSnapshotCache = holder[CACHE];
