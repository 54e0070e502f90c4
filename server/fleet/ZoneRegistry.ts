import type { ZoneDefinition } from "./Fleet.ts";
import { loadZoneSnapshot } from "./loadZoneSnapshot.ts";
import type { ServedFile, ServedManifest } from "./servedManifest.ts";
import { SnapshotThread } from "./SnapshotThread.ts";
import { settleSnapshotAnswer } from "./snapshotAnswer.ts";
import { zoneSnapshotCache } from "./zoneSnapshotCache.ts";
import type { ZoneSnapshot } from "./ZoneSnapshot.ts";

/**
 * The fleet as the server runs it: the last good version of the manifests folder. `load` lints
 * the folder again (in a worker thread) and `commit` swaps the version in one assignment, so a
 * request sees the old fleet or the new one, never a mix; an invalid folder throws
 * (ManifestsRejected) and the old version stays. Manifests and assets of the version before stay
 * served too, for pages loaded just before a reload.
 */
export class ZoneRegistry {
  #current: ZoneSnapshot;
  #previous: ZoneSnapshot | undefined;
  readonly #reloadGate: Int32Array | undefined;
  readonly #thread = new SnapshotThread();

  /** The first version is loaded here, on this thread: the server is not listening yet. */
  constructor(manifestsDir: string, reloadGate?: Int32Array) {
    this.#current = loadZoneSnapshot(manifestsDir);
    this.#reloadGate = reloadGate;
  }

  get zones(): ZoneDefinition[] {
    return this.#current.zones;
  }

  get dir(): string {
    return this.#current.dir;
  }

  /**
   * Lints the folder again off the event loop; the caller reconciles the database with `zones`
   * before `commit`. A folder whose files did not change answers the snapshot of that version.
   */
  async load(): Promise<ZoneSnapshot> {
    const dir = this.#current.dir;
    const knownPrint = zoneSnapshotCache.get(dir)?.print;
    return settleSnapshotAnswer(dir, await this.#thread.load({ dir, knownPrint, gate: this.#reloadGate }));
  }

  /** Stops the reload worker (the server is closing; no reload is under way). */
  close(): Promise<void> {
    return this.#thread.close();
  }

  commit(next: ZoneSnapshot): void {
    if (next === this.#current) return;
    this.#previous = this.#current;
    this.#current = next;
  }

  layout(zonePrefix: string): ServedManifest | undefined {
    return this.#current.layouts.get(zonePrefix);
  }

  /** a manifest by its hash, from this version or the one before */
  manifestByHash(hash: string): ServedManifest | undefined {
    for (const snapshot of [this.#current, this.#previous])
      for (const layout of snapshot?.layouts.values() ?? []) if (layout.hash === hash) return layout;
    return undefined;
  }

  asset(file: string): ServedFile | undefined {
    return this.#current.assets.get(file) ?? this.#previous?.assets.get(file);
  }
}
