// The analytics API's sessionId (analytics-event.request.schema.json: "a hash, never the mac
// itself"): the portal makes it from the device and zone, and the server finds a device's events
// by it when the passenger asks for their data to be erased. One rule, here, for both.

// the id names one device's visit: the time in it is rounded to five minutes
export const ANALYTICS_SESSION_ROUNDING_MS = 5 * 60 * 1000;

// cyrb53: a small fast non-cryptographic hash; the id only groups one device's events
function hash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16);
}

/** A hash of the lower-cased mac, the zone id and the time `at` rounded to five minutes. */
export function analyticsSessionIdAt(mac: string, zoneId: string, at: number): string {
  const rounded = Math.round(at / ANALYTICS_SESSION_ROUNDING_MS) * ANALYTICS_SESSION_ROUNDING_MS;
  return hash(`${mac.toLowerCase()}|${zoneId}|${rounded}`);
}
