import type { ZoneDefinition } from "./ZoneDefinition.ts";
import type { ServedFile, ServedManifest } from "./servedManifest.ts";

/** One linted version of the manifests folder: what the server serves until the next good reload. */
export interface ZoneSnapshot {
  dir: string;
  zones: ZoneDefinition[];
  /** zonePrefix → the manifest browsers get */
  layouts: Map<string, ServedManifest>;
  /** "<hash>.<ext>" → a brand asset */
  assets: Map<string, ServedFile>;
  /**
   * Set when the folder had problems and this is the fleet served instead (composeFleet.ts): the
   * lint's lines, the operators served from their last good version, those not served at all
   */
  refused?: { problems: string[]; kept: string[]; missing: string[] };
}
