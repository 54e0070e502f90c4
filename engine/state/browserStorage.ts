// storage can throw (private mode, quota, a captive mini-browser with storage off):
// the portal must keep working without it, so every access is guarded.
export type Area = "session" | "local";

function area(kind: Area): Storage | null {
  try {
    return kind === "session" ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

export function readStored<T>(kind: Area, key: string): T | null {
  try {
    const raw = area(kind)?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeStored(kind: Area, key: string, value: unknown): void {
  try {
    if (value === null || value === undefined) area(kind)?.removeItem(key);
    else area(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or disabled: the in-memory state still holds the value
  }
}

/** A key kept per zone (the spec prefixes cart, publicIds and the cruise values by the zone prefix). */
export function zoneKey(zonePrefix: string, name: string): string {
  return `${zonePrefix}/${name}`;
}
