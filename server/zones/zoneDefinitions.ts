import { basename } from "node:path";
import type { ResolvedManifest } from "../../fleet/manifests/resolveManifest.ts";
import type { Tier } from "../domain/types.ts";
import type { FleetCruisePackage } from "./FleetCruisePackage.ts";
import type { FleetNetwork, FleetOpen, FleetStore, ZoneDefinition } from "./ZoneDefinition.ts";
import { DEFAULT_TIME_ZONE } from "./zoneCalendar.ts";
import { catalogueWords } from "./catalogueWords.ts";

interface ServerKeys {
  zonePrefix: string;
  tier: Tier;
  zones?: {
    zoneId: string;
    name?: string;
    description?: string;
    vessel?: string;
    settings?: Record<string, unknown>;
  }[];
  opens?: FleetOpen[];
  store?: FleetStore;
  cruise?: { packages: FleetCruisePackage[] };
  settings?: Record<string, unknown>;
  network?: FleetNetwork;
  timeZone?: string;
  locales?: string[];
  texts?: Record<string, Record<string, string>>;
}

/** Every zone id of the linted fleet with what the server needs to serve it (the lint passed). */
export function zoneDefinitions(layouts: ResolvedManifest[]): ZoneDefinition[] {
  return layouts.flatMap((layout) => {
    const m = layout.manifest as unknown as ServerKeys;
    const words = catalogueWords(m.texts, m.locales);
    const store = m.store && { ...m.store, items: m.store.items.map(words.storeItem) };
    const cruise = m.cruise && { packages: m.cruise.packages.map(words.cruisePackage) };
    // the zone prefix's first segment is the operator's folder (the lint checks it)
    const operator = m.zonePrefix.split("/")[0];
    return (m.zones ?? []).map((zone) => ({
      zoneId: zone.zoneId,
      vessel: `${operator}/${zone.vessel ?? basename(layout.file, ".json")}`,
      zonePrefix: m.zonePrefix,
      tier: m.tier,
      ...(zone.description ? { description: zone.description } : {}),
      settings: { ...m.settings, ...zone.settings },
      opens: m.opens ?? [],
      timeZone: m.timeZone ?? DEFAULT_TIME_ZONE,
      ...(zone.name ? { name: zone.name } : {}),
      ...(store ? { store } : {}),
      ...(cruise ? { cruise } : {}),
      ...(m.network && Object.keys(m.network).length ? { network: m.network } : {}),
    }));
  });
}
