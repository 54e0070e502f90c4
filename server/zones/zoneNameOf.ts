import { nameFromPrefix } from "../../fleet/manifests/zoneName.ts";
import type { ZoneRegistry } from "./ZoneRegistry.ts";

/**
 * What passengers call the zone (its zones[].name, "Polaris"; else from its prefix), as the voucher
 * sheets and order e-mail print it: the settings carry it, and the start page's title names it.
 */
export function zoneNameOf(
  registry: Pick<ZoneRegistry, "zones">,
  zone: { zoneId: string; zonePrefix: string },
): string {
  return registry.zones.find((z) => z.zoneId === zone.zoneId)?.name ?? nameFromPrefix(zone.zonePrefix);
}
