import type { ZoneRecord } from "../domain/types.ts";

export const INTERNET_CHECK_URL = "/api/v1/internet-check";
// the access-controller simulator's walled garden, per device: the portal fills in {mac} and {zoneId}
export const DEVICE_INTERNET_CHECK_URL = "/generate_204?mac={mac}&zoneId={zoneId}";

// the card payment provider's browser side, as the server is configured (PaymentConfig)
export interface CheckoutSettings {
  checkoutScriptUrl: string;
  checkoutKey: string;
}

// what the settings take from the server's configuration (the test mode's and the simulators' plugins)
export interface SettingsServer {
  fakeRedirects: boolean;
  accessControllerSimulator: boolean;
}

// a zone's settings may override the defaults and add fields; identity fields always win. The
// default internet check is the simulator's walled garden when this server simulates the controller,
// else this server's own check (a route that always exists; a deployment names its gateway's probe
// in the zone's settings)
export function settingsOf(
  zone: ZoneRecord,
  server: SettingsServer,
  checkout?: CheckoutSettings,
  manifestUrl?: string,
  // what passengers call the zone (zoneNameOf.ts): the start page's title names it
  zoneName?: string,
): Record<string, unknown> {
  return {
    internetCheckUrl: server.accessControllerSimulator ? DEVICE_INTERNET_CHECK_URL : INTERNET_CHECK_URL,
    analyticsHost: "/api",
    ...zone.settings,
    ...(checkout ? { checkoutScriptUrl: checkout.checkoutScriptUrl, checkoutKey: checkout.checkoutKey } : {}),
    zonePrefix: zone.zonePrefix,
    zoneId: zone.zoneId,
    tier: zone.tier,
    testMode: server.fakeRedirects,
    // the zone's manifest (server/zones/ZoneRegistry.ts): immutable, its address names its content
    ...(manifestUrl ? { manifestUrl } : {}),
    ...(zoneName ? { zoneName } : {}),
  };
}
