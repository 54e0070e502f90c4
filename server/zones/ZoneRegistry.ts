import { resolve } from "node:path";
import type { ZoneDefinition } from "./ZoneDefinition.ts";
import { type FleetHealth, HEALTHY_FLEET } from "./FleetHealth.ts";
import { keepFleet } from "./assembleFleet.ts";
import { ManifestsRejected } from "./ManifestsRejected.ts";
import type { ServedFile, ServedManifest } from "./servedManifest.ts";
import { SnapshotThread } from "./SnapshotThread.ts";
import { settleSnapshotAnswer, snapshotAnswer } from "./snapshotAnswer.ts";
import { zoneSnapshotCache } from "./zoneSnapshotCache.ts";
import type { ZoneSnapshot } from "./ZoneSnapshot.ts";

export interface ZoneRegistryOptions {
  // tests: a reload's worker, once it has linted the folder, waits on this gate
  reloadGate?: Int32Array;
  // the last good fleet, kept beside the data (DATA_DIR/last-good-manifests): served, in part or
  // whole, when the folder has problems at start or on a reload; unset: a problem refuses the folder
  keepDir?: string;
  now?: () => number;
}

// the operators a fleet serves (a zone prefix's first segment is its operator's folder)
const operatorsOf = (snapshot: ZoneSnapshot) =>
  [...new Set([...snapshot.layouts.keys()].map((prefix) => prefix.split("/")[0] as string))].sort();

/**
 * The fleet as the server runs it: the last good version of the manifests folder. `load` lints
 * the folder again (in a worker thread) and `commit` swaps the version in one assignment, so a
 * request sees the old fleet or the new one, never a mix; an invalid folder throws
 * (ManifestsRejected) and the old version stays. Manifests and assets of the version before stay
 * served too, for pages loaded just before a reload. With `keepDir`, a folder with problems is
 * served as far as it can be (snapshotAnswer.ts), and `health` says it is degraded.
 */
export class ZoneRegistry {
  #current: ZoneSnapshot;
  #previous: ZoneSnapshot | undefined;
  #health: FleetHealth = HEALTHY_FLEET;
  readonly #options: ZoneRegistryOptions;
  readonly #thread = new SnapshotThread();

  /** The first version is loaded here, on this thread: the server is not listening yet. */
  constructor(manifestsDir: string, options: ZoneRegistryOptions = {}) {
    this.#options = options;
    const dir = resolve(manifestsDir);
    const answer = snapshotAnswer(dir, zoneSnapshotCache.get(dir)?.print, options.keepDir);
    // the process linted this folder before (another app, in tests): still kept beside this app's data
    if (answer.kind === "unchanged" && options.keepDir) keepFleet(dir, options.keepDir);
    try {
      this.#current = settleSnapshotAnswer(dir, answer);
    } catch (error) {
      if (!(error instanceof ManifestsRejected) || !options.keepDir) throw error;
      throw new ManifestsRejected(
        dir,
        error.problems,
        `and no last good version of its operators in ${options.keepDir} to serve instead`,
      );
    }
    this.#health = this.#healthOf(this.#current);
  }

  get zones(): ZoneDefinition[] {
    return this.#current.zones;
  }

  get dir(): string {
    return this.#current.dir;
  }

  /** Whether the served fleet is the folder as it is (/healthz, metrics). */
  get health(): FleetHealth {
    return this.#health;
  }

  /** What the last load refused and what is served instead; undefined when it was the folder itself. */
  get refused(): ZoneSnapshot["refused"] {
    return this.#current.refused;
  }

  /**
   * Lints the folder again off the event loop; the caller reconciles the database with `zones`
   * before `commit`. A folder whose files did not change answers the snapshot of that version.
   */
  async load(): Promise<ZoneSnapshot> {
    const dir = this.#current.dir;
    const knownPrint = zoneSnapshotCache.get(dir)?.print;
    const { reloadGate: gate, keepDir } = this.#options;
    return settleSnapshotAnswer(dir, await this.#thread.load({ dir, knownPrint, keepDir, gate }));
  }

  /** Stops the reload worker (the server is closing; no reload is under way). */
  close(): Promise<void> {
    return this.#thread.close();
  }

  commit(next: ZoneSnapshot): void {
    this.#health = this.#healthOf(next);
    if (next === this.#current) return;
    this.#previous = this.#current;
    this.#current = next;
  }

  /** A reload refused whole: every operator stays at the version served now. */
  refuse(problems: string[]): void {
    this.#health = {
      ...{ degraded: true, refusedAt: this.#now(), problems: problems.length },
      ...{ keptOperators: operatorsOf(this.#current), missingOperators: [] },
    };
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

  #now(): number {
    return (this.#options.now ?? Date.now)();
  }

  #healthOf(snapshot: ZoneSnapshot): FleetHealth {
    const { refused } = snapshot;
    if (!refused) return HEALTHY_FLEET;
    return {
      ...{ degraded: true, refusedAt: this.#now(), problems: refused.problems.length },
      ...{ keptOperators: refused.kept, missingOperators: refused.missing },
    };
  }
}
