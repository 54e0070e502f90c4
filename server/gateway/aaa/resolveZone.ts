import type { ZoneDefinition } from "../../fleet/Fleet.ts";

/**
 * The zone a gateway's request is for: its NAS-Identifier when that is a zone id, else the zone
 * whose manifest lists that identifier, else the zone whose manifest lists the SSID its
 * Called-Station-Id carries ("AA-BB-CC-DD-EE-FF:Ship-WiFi", RFC 3580). The lint keeps each name
 * to one zone (fleet/lint/checks/checkGatewayNames.ts).
 */
export function resolveZone(
  zones: readonly ZoneDefinition[],
  nasIdentifier: string | undefined,
  calledStationId: string | undefined,
): ZoneDefinition | undefined {
  if (nasIdentifier) {
    const named =
      zones.find((z) => z.zoneId === nasIdentifier) ??
      zones.find((z) => z.network?.nasIdentifiers?.includes(nasIdentifier));
    if (named) return named;
  }
  const colon = calledStationId?.indexOf(":") ?? -1;
  const ssid = colon >= 0 ? calledStationId?.slice(colon + 1) : undefined;
  return ssid ? zones.find((z) => z.network?.ssids?.includes(ssid)) : undefined;
}
