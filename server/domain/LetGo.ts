/**
 * Tells the gateways holding a device to let it go (RFC 5176 Disconnect-Request; the AAA core's
 * Disconnector): what a use case that ends a device's access is handed, rather than the gateway.
 * Never throws and is not awaited: a lost one is mended by the session's own end.
 */
export type LetGo = (zoneId: string, mac: string, why: string) => void;
