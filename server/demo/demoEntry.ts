import { portalUrl } from "../gateway/portalUrl.ts";
import { signEntry } from "../gateway/signedEntry.ts";

// the demo link the server prints; a zone with a gateway key gets it signed, as its gateway would
export function demoEntry(zoneId: string, mac: string, key: string | undefined): string {
  if (key === undefined) return portalUrl("/", { mac, zoneId });
  const ts = Math.floor(Date.now() / 1000);
  return portalUrl("/", { mac, zoneId, ts, sig: signEntry(key, { zoneId, mac, ts }) });
}
