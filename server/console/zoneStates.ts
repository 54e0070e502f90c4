import type { ZoneRegistry } from "../zones/ZoneRegistry.ts";
import { operatorOf } from "../zones/operatorOf.ts";
import type { VisibleZone } from "./visibleZones.ts";

// what the zones page reads of the served fleet (the registry, or a test's own)
export type ServedFleet = Pick<ZoneRegistry, "zones" | "health" | "refused" | "dir">;

export interface ZoneState {
  zoneId: string;
  vessel: string | null;
  // served: the folder as it is; kept: refused, its operator's last good copy served; refused: not served
  state: "served" | "kept" | "refused";
  // the lint's lines for the zone's operator folder (file:line:column, pointer, hint)
  problems: string[];
}

// the lint's first lines are enough to say why; the whole list is `npm run lint:manifests`
const FIRST_PROBLEMS = 3;

/** Each zone the account sees, with how the fleet serves it and what the lint found in its operator's folder. */
export function zoneStates(fleet: ServedFleet, zones: VisibleZone[]): ZoneState[] {
  const { health, refused, dir } = fleet;
  const served = new Set(fleet.zones.map((z) => z.zoneId));
  return zones.map(({ zoneId, vessel }) => {
    const operator = vessel?.split("/")[0] ?? null;
    const all = refused?.problems ?? [];
    const own = all.filter(
      (line) => operator !== null && operatorOf(dir, line.split(":")[0] ?? "") === operator,
    );
    const kept = operator !== null && health.keptOperators.includes(operator);
    const missing = !served.has(zoneId) || (operator !== null && health.missingOperators.includes(operator));
    const state = missing ? "refused" : kept ? "kept" : "served";
    // a problem on no operator's folder (a root manifest) refuses every operator's: said on each
    const problems = (state === "served" ? own : own.length > 0 ? own : all).slice(0, FIRST_PROBLEMS);
    return { zoneId, vessel, state, problems };
  });
}

export const previewPath = (zoneId: string) => `/?zoneId=${encodeURIComponent(zoneId)}`;
