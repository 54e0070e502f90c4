const FIVE_MINUTES = 5 * 60 * 1000;
let cached: { key: string; id: string } | undefined;

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

/** A hash of the lower-cased mac, the zone id and the time rounded to 5 minutes; cached per device. */
export function analyticsSessionId(mac: string, zoneId: string, now: number = Date.now()): string {
  const key = `${mac.toLowerCase()}|${zoneId}`;
  if (cached?.key === key) return cached.id;
  const rounded = Math.round(now / FIVE_MINUTES) * FIVE_MINUTES;
  cached = { key, id: hash(`${key}|${rounded}`) };
  return cached.id;
}
