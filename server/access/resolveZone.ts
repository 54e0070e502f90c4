import type { ZoneDefinition } from "../zones/ZoneDefinition.ts";

// a zone by its id, or by an identifier its manifest lists
const named = (zones: readonly ZoneDefinition[], name: string) =>
  zones.find((z) => z.zoneId === name) ?? zones.find((z) => z.network?.nasIdentifiers?.includes(name));

/**
 * The zone a gateway's request is for: its NAS-Identifier when that is a zone id, else the zone
 * whose manifest lists that identifier; else by its Called-Station-Id: the SSID it carries
 * ("AA-BB-CC-DD-EE-FF:Ship-WiFi", RFC 3580) as a zone's manifest lists it, or, without a colon, a
 * name as NAS-Identifier's are (a MikroTik hotspot sends its hotspot server's name there, and the
 * router's one identity as NAS-Identifier). The lint keeps each name to one zone
 * (fleet/lint/checks/checkGatewayNames.ts).
 */
export function resolveZone(
  zones: readonly ZoneDefinition[],
  nasIdentifier: string | undefined,
  calledStationId: string | undefined,
): ZoneDefinition | undefined {
  const byNas = nasIdentifier ? named(zones, nasIdentifier) : undefined;
  if (byNas || !calledStationId) return byNas;
  const colon = calledStationId.indexOf(":");
  if (colon < 0) return named(zones, calledStationId);
  const ssid = calledStationId.slice(colon + 1);
  return ssid ? zones.find((z) => z.network?.ssids?.includes(ssid)) : undefined;
}
