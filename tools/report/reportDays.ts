const DAY = 86_400_000;

/** The start of a UTC day written 2026-06-01; undefined for anything else. */
export function dayStart(text: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const at = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== text ? undefined : at;
}

/**
 * [from, to) in epoch milliseconds from --from and --to (both days included); by default the last
 * 30 days, today included.
 */
export function reportRange(from: string | undefined, to: string | undefined, now: number) {
  const today = Math.floor(now / DAY) * DAY;
  const end = to === undefined ? today + DAY : (dayStart(to) ?? Number.NaN) + DAY;
  const start = from === undefined ? end - 30 * DAY : (dayStart(from) ?? Number.NaN);
  return { from: start, to: end };
}
