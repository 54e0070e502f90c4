import { createHash } from "node:crypto";

/** The shore's own heartbeat row (fleet_heartbeats.site); a ship's is its vessel id. */
export const SHORE_SITE = "shore";

/** The shore's echo of a vessel's heartbeat as its copy on shore has it: the ship's lag, seen from there. */
export const echoSite = (vessel: string): string => `${vessel}@shore`;

// an identifier PostgreSQL keeps whole (63 bytes) and needs no quoting: a vessel's id in lower-case
// letters, digits and underscores, a digest when it is long
function slug(vessel: string): string {
  const plain = vessel.toLowerCase().replace(/[^a-z0-9]+/g, "_");
  if (plain.length <= 36) return plain;
  return `${plain.slice(0, 27)}_${createHash("sha256").update(vessel).digest("hex").slice(0, 8)}`;
}

/**
 * The names of one vessel's link on both clusters. "to" is the shore's publication of what it
 * decides for the vessel, the ship's subscription to it (and its slot on the shore), and the role
 * the ship replicates with; "from" is the ship's publication of what happens on board, the
 * subscription of the vessel's copy on shore (and its slot on the ship), and the role the shore
 * replicates with; the copy is a database of its own on the shore's cluster.
 */
export interface LinkNames {
  to: string;
  from: string;
  mirrorDatabase: string;
}

export function linkNames(vessel: string): LinkNames {
  const s = slug(vessel);
  return { to: `gangway_to_${s}`, from: `gangway_from_${s}`, mirrorDatabase: `gangway_vessel_${s}` };
}

/** A vessel id as npm run fleet -- link takes it: "<operator>/<vessel>", the manifests' names. */
export const VESSEL_ID = /^[a-z0-9][a-z0-9-]{0,63}\/[a-z0-9][a-z0-9-]{0,63}$/;
