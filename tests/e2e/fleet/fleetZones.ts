import { readFileSync } from "node:fs";
import { loadFleet } from "../../../fleet/manifests/loadFleet.ts";

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
  /** the manifest's card store (a closed one has open: false); names are keys of texts */
  store?: { open?: boolean; items: { name: string }[] };
  /** the manifest's cruise packages and the demo data's bookings; titles are keys of texts */
  cruise?: { packages: { id: string; title: string }[]; bookings: CruiseBooking[] };
  /** the manifest's texts: key → locale → words */
  texts: Record<string, Record<string, string>>;
}

/** A store item's or a package's words in a locale, as the portal shows them (server/zones/catalogueWords.ts). */
export function wordsOf(zone: FleetZone, key: string, locale: string): string {
  const words = zone.texts[key]?.[locale];
  if (!words) throw new Error(`${zone.zoneId}: no ${locale} text "${key}" in its manifest`);
  return words;
}

interface Layout {
  zonePrefix: string;
  tier: string;
  zones?: { zoneId: string }[];
  store?: FleetZone["store"];
  cruise?: { packages: { id: string; title: string }[] };
  locales: string[];
  pages: Record<string, WidgetNode[]>;
  labels?: FleetZone["labels"];
  links?: FleetZone["links"];
  texts?: FleetZone["texts"];
}

const demo = JSON.parse(
  readFileSync(new URL("../../../server/demo/demo-data.json", import.meta.url), "utf8"),
) as { zones: Record<string, { bookings?: CruiseBooking[] }> };

/** Every zone id the manifests serve (their `zones`), with its layout and demo bookings: what the fleet suite runs over. */
export function fleetZones(): FleetZone[] {
  return loadFleet().zones.flatMap(({ manifest }) => {
    const m = manifest as unknown as Layout;
    return (m.zones ?? []).map(({ zoneId }) => ({
      zoneId,
      zonePrefix: m.zonePrefix,
      tier: m.tier,
      store: m.store,
      cruise: m.cruise && { packages: m.cruise.packages, bookings: demo.zones[zoneId]?.bookings ?? [] },
      locales: m.locales,
      pages: m.pages,
      labels: m.labels ?? {},
      links: m.links ?? {},
      texts: m.texts ?? {},
      startTypes: (m.pages.StartPage ?? []).map((n) => n.type),
    }));
  });
}

/** Every manifest layout must serve a zone id, so that it can be opened and tested. */
export function zonesMissingFromDemoFleet(): string[] {
  return loadFleet()
    .zones.filter((z) => !Array.isArray(z.manifest.zones) || z.manifest.zones.length === 0)
    .map((z) => String(z.manifest.zonePrefix));
}
