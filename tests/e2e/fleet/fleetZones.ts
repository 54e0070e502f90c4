import { readFileSync } from "node:fs";
import { loadFleet } from "../../../tools/manifests/loadFleet.ts";

export interface WidgetNode {
  type: string;
  [prop: string]: unknown;
}

export interface CruiseBooking {
  surname: string;
  personalKey: string;
  email: string;
  dateOfBirth: string;
  note?: string;
  prepaid?: string[];
  validateDelaySeconds?: number;
  chargeDelaySeconds?: number;
}

export interface FleetZone {
  zoneId: string;
  zonePrefix: string;
  tier: string;
  locales: string[];
  pages: Record<string, WidgetNode[]>;
  startTypes: string[];
  /** the zone's rewording of catalog messages: id → locale → text */
  labels: Record<string, Record<string, string>>;
  links: Record<string, string>;
  /** the demo fleet's card store (a closed one has open: false) */
  store?: { open?: boolean; items: { name: string }[] };
  /** the demo fleet's cruise packages and bookings */
  cruise?: { packages: { id: string; title: string }[]; bookings: CruiseBooking[] };
}

type DemoZone = Pick<FleetZone, "zoneId" | "zonePrefix" | "tier" | "store" | "cruise">;

const demo = JSON.parse(
  readFileSync(new URL("../../../server/fixtures/demo-fleet.json", import.meta.url), "utf8"),
) as { zones: (DemoZone & Record<string, unknown>)[] };

/** Every zone of manifests/ joined with its demo-fleet entry: what the fleet suite runs over. */
export function fleetZones(): FleetZone[] {
  const manifests = new Map(loadFleet().zones.map((z) => [String(z.manifest.zonePrefix), z.manifest]));
  return demo.zones.flatMap(({ zoneId, zonePrefix, tier, store, cruise }) => {
    const manifest = manifests.get(zonePrefix) as
      | Pick<FleetZone, "locales" | "pages" | "labels" | "links">
      | undefined;
    if (!manifest) return [];
    const startTypes = (manifest.pages.StartPage ?? []).map((n) => n.type);
    return [
      {
        zoneId,
        zonePrefix,
        tier,
        store,
        cruise,
        locales: manifest.locales,
        pages: manifest.pages,
        labels: manifest.labels ?? {},
        links: manifest.links ?? {},
        startTypes,
      },
    ];
  });
}

/** Every manifest zone must be in the demo fleet, so that it can be opened and tested. */
export function zonesMissingFromDemoFleet(): string[] {
  const listed = new Set(demo.zones.map((z) => z.zonePrefix));
  return loadFleet()
    .zones.map((z) => String(z.manifest.zonePrefix))
    .filter((p) => !listed.has(p));
}
