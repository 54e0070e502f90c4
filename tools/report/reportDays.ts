import type { ZoneCalendar } from "../../server/operations.ts";

/** Whether a day is written 2026-06-01 and is a real date. */
export function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const at = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === text;
}

/**
 * [from, to) in epoch milliseconds from --from and --to (both days included), in the calendar of
 * the zone asked about (UTC for the whole fleet); by default the last 30 days, today included.
 */
export function reportRange(
  from: string | undefined,
  to: string | undefined,
  calendar: ZoneCalendar,
  now: number,
) {
  const end = (to === undefined ? calendar.dayEnd(calendar.day(now)) : calendar.dayEnd(to)) + 1;
  const start = from === undefined ? calendar.startOfDay(end - 30 * 86_400_000) : calendar.dayStart(from);
  return { from: start, to: end };
}
