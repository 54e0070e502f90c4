import { readFileSync } from "node:fs";
import { loadFleet } from "../../../tools/manifests/loadFleet.ts";

export interface FleetZone {
  zoneId: string;
  zonePrefix: string;
  tier: string;
  locales: string[];
  pages: Record<string, { type: string }[]>;
  startTypes: string[];
}

const demo = JSON.parse(
  readFileSync(new URL("../../../server/fixtures/demo-fleet.json", import.meta.url), "utf8"),
) as {
  zones: { zoneId: string; zonePrefix: string; tier: string }[];
};

/** Every zone of manifests/ joined with its demo-fleet entry: what the fleet suite runs over. */
export function fleetZones(): FleetZone[] {
  const manifests = new Map(loadFleet().zones.map((z) => [String(z.manifest.zonePrefix), z.manifest]));
  return demo.zones.flatMap((zone) => {
    const manifest = manifests.get(zone.zonePrefix) as
      | { locales: string[]; pages: FleetZone["pages"] }
      | undefined;
    if (!manifest) return [];
    const startTypes = (manifest.pages.StartPage ?? []).map((n) => n.type);
    return [{ ...zone, locales: manifest.locales, pages: manifest.pages, startTypes }];
  });
}

/** Every manifest zone must be in the demo fleet, so that it can be opened and tested. */
export function zonesMissingFromDemoFleet(): string[] {
  const listed = new Set(demo.zones.map((z) => z.zonePrefix));
  return loadFleet()
    .zones.map((z) => String(z.manifest.zonePrefix))
    .filter((p) => !listed.has(p));
}
