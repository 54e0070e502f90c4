import type { ZoneDefinition } from "./Fleet.ts";
import { loadZoneSnapshot, type ZoneSnapshot } from "./loadZoneSnapshot.ts";
import type { ServedFile, ServedManifest } from "./servedManifest.ts";

/**
 * The fleet as the server runs it: the last good version of the manifests folder. `reload` lints
 * the folder again and swaps the version in one assignment, so a request sees the old fleet or the
 * new one, never a mix; an invalid folder throws (ManifestsRejected) and the old version stays.
 * Manifests and assets of the version before stay served too, for pages loaded just before a reload.
 */
export class ZoneRegistry {
  #current: ZoneSnapshot;
  #previous: ZoneSnapshot | undefined;

  constructor(manifestsDir: string) {
    this.#current = loadZoneSnapshot(manifestsDir);
  }

  get zones(): ZoneDefinition[] {
    return this.#current.zones;
  }

  get dir(): string {
    return this.#current.dir;
  }

  /** Lints the folder again; the caller reconciles the database with `zones` before `commit`. */
  load(): ZoneSnapshot {
    return loadZoneSnapshot(this.#current.dir);
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
