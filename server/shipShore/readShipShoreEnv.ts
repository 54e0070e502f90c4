import { checkSection } from "../env/checkEnv.ts";
import type { EnvSection } from "../env/EnvSection.ts";

export const SHIP_SHORE_ENV = {
  // ship and shore (README, "Ship and shore"): the vessel this server serves, as npm run fleet --
  // link names it ("<operator>/<vessel>"), and how often a linked database's heartbeat is written
  VESSEL_ID: {
    rule: {
      type: "string",
      pattern: "^[a-z0-9][a-z0-9-]{0,63}/[a-z0-9][a-z0-9-]{0,63}$",
      says: 'a vessel id, "<operator>/<vessel>" as the manifests folder names them (meridian/stella)',
    },
    unset: "",
    text: "ship and shore ([ship and shore](../how-to/ship-and-shore.md)): the vessel this server serves, `<operator>/<vessel>` (`meridian/stella`); its database must be linked as that vessel (`npm run fleet -- link`), or the start stops; a database not linked yet is served, with a warning",
  },
  FLEET_HEARTBEAT_MS: {
    rule: { type: "integer", minimum: 100, maximum: 3_600_000, default: 15_000 },
    unset: "15000",
    text: "on a linked database: how often its leader writes its heartbeat and the link's round runs (the shore's manifests, revocations, link states); a vessel's card store closes after three missed beats of the shore",
  },
} satisfies EnvSection;

/** VESSEL_ID and FLEET_HEARTBEAT_MS (names kept: they are the operators' interface); a wrong one throws ServerEnvError. */
export function readShipShoreEnv(env: NodeJS.ProcessEnv): { vesselId?: string; heartbeatMs: number } {
  const raw = checkSection<{ VESSEL_ID?: string; FLEET_HEARTBEAT_MS: number }>(SHIP_SHORE_ENV, env);
  return { vesselId: raw.VESSEL_ID, heartbeatMs: raw.FLEET_HEARTBEAT_MS };
}
