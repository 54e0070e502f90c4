import { nameFromPrefix } from "../../../fleet/manifests/zoneName.ts";
import type { ZoneDefinition } from "../../zones/ZoneDefinition.ts";
import type { ZoneRegistry } from "../../zones/ZoneRegistry.ts";

/** What an order e-mail says of where it was bought: the ship, the operator, the network, the languages. */
export interface MailZone {
  // zones[].name, else from the prefix ("Polaris")
  ship: string;
  // the operator's brand.name ("Nordlinjen"), else its folder's name
  operator: string;
  // the zone's languages, its first the default
  locales: string[];
  // the Wi-Fi network passengers join (network.wifiName, else the first SSID)
  wifiName?: string;
}

const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);

/** The zone as its e-mail names it, from the manifests served now; undefined for a zone no longer served. */
export function mailZone(
  zones: Pick<ZoneRegistry, "zones" | "layout">,
  zoneId: string,
): MailZone | undefined {
  const zone: ZoneDefinition | undefined = zones.zones.find((z) => z.zoneId === zoneId);
  if (!zone) return undefined;
  const manifest = zones.layout(zone.zonePrefix)?.manifest ?? {};
  const brand = (manifest.brand ?? {}) as Record<string, unknown>;
  const locales = Array.isArray(manifest.locales) ? manifest.locales.map(String) : ["en"];
  const wifiName = zone.network?.wifiName ?? zone.network?.ssids?.[0];
  return {
    ship: zone.name ?? nameFromPrefix(zone.zonePrefix),
    operator: text(brand.name) ?? nameFromPrefix(zone.zonePrefix.split("/")[0] ?? zone.zonePrefix),
    locales: locales.length > 0 ? locales : ["en"],
    ...(wifiName ? { wifiName } : {}),
  };
}
