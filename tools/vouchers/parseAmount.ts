import type { ZoneCalendar } from "../../server/operations.ts";

// what an operator types on the command line: "24h", "90m", "7d"; "1GB", "500MB", "2GiB"

const TIME: Record<string, number> = { m: 60_000, min: 60_000, h: 3_600_000, d: 86_400_000 };
// decimal units, as operators' price lists and the session page count them; binary ones when asked
const SIZE: Record<string, number> = {
  kb: 1e3,
  mb: 1e6,
  gb: 1e9,
  tb: 1e12,
  kib: 2 ** 10,
  mib: 2 ** 20,
  gib: 2 ** 30,
  tib: 2 ** 40,
};

/** Milliseconds of "24h", "90m", "7d", "1.5h"; undefined when it is not such an amount. */
export function parseDuration(text: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)\s*(m|min|h|d)$/i.exec(text.trim());
  if (!match) return undefined;
  const ms = Math.round(Number(match[1]) * (TIME[(match[2] as string).toLowerCase()] as number));
  return ms > 0 ? ms : undefined;
}

/** Bytes of "1GB", "500 MB", "2GiB"; undefined when it is not such an amount. */
export function parseBytes(text: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)\s*([kmgt]i?b)$/i.exec(text.trim());
  if (!match) return undefined;
  const bytes = Math.round(Number(match[1]) * (SIZE[(match[2] as string).toLowerCase()] as number));
  return bytes > 0 ? bytes : undefined;
}

// one Mbit/s in bytes per second, the unit the database keeps speeds in
const MBIT = 125_000;

/**
 * "20" (Mbit/s down and up), "20/5" (down/up), "0.5", "20Mbit/s": bytes per second each way;
 * undefined when it is not such a speed.
 */
export function parseSpeed(text: string): { rxMaxBps: number; txMaxBps: number } | undefined {
  const match = /^(\d+(?:\.\d+)?)(?:\s*\/\s*(\d+(?:\.\d+)?))?\s*(?:mbit(?:\/s)?|mbps)?$/i.exec(text.trim());
  if (!match) return undefined;
  const [down, up] = [Number(match[1]), Number(match[2] ?? match[1])].map((mbit) => Math.round(mbit * MBIT));
  return down && up && down > 0 && up > 0 ? { rxMaxBps: down, txMaxBps: up } : undefined;
}

/** A last day to activate as typed: a calendar day (of the zone's calendar), or an exact instant. */
export type ValidUntil = { day: string } | { at: number };

/**
 * The end of validity: a bare date meaning the end of that day in the zone's time zone (known once
 * the database names the zone), so "--valid-until 2026-12-31" still takes vouchers on New Year's
 * Eve on board; or an ISO date-time with its offset, as it says.
 */
export function parseValidUntil(text: string): ValidUntil | undefined {
  const trimmed = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed))
    // a day the calendar has: "2026-02-31" would otherwise roll over into March
    return Number.isFinite(Date.parse(trimmed)) && new Date(trimmed).toISOString().startsWith(trimmed)
      ? { day: trimmed }
      : undefined;
  const at = Date.parse(trimmed);
  return Number.isFinite(at) && /^\d{4}-\d{2}-\d{2}T/.test(trimmed) ? { at } : undefined;
}

/** The instant a parsed --valid-until stands for in a zone's calendar. */
export const validUntilIn = (v: ValidUntil, calendar: ZoneCalendar): number =>
  "day" in v ? calendar.dayEnd(v.day) : v.at;

// the latest a day ends anywhere (UTC-12): a day already over there is over in every zone
export const surelyPast = (v: ValidUntil, now: number): boolean =>
  ("day" in v ? Date.parse(`${v.day}T23:59:59.999Z`) + 12 * 3_600_000 : v.at) <= now;
