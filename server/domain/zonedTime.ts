// Calendar days and wall-clock times in an IANA time zone, with Node's own time-zone data (Intl):
// an operator sells, and passengers read dates, in the ship's or the operator's time zone, not UTC.
// Every function takes epoch milliseconds and a time-zone name the manifest lint has accepted.

const HOUR = 3_600_000;
const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      ...{ year: "numeric", month: "2-digit", day: "2-digit" },
      ...{ hour: "2-digit", minute: "2-digit", second: "2-digit" },
    });
    formats.set(timeZone, format);
  }
  return format;
}

interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallOf(timeZone: string, at: number): Wall {
  const parts: Record<string, number> = {};
  for (const p of formatOf(timeZone).formatToParts(at))
    if (p.type !== "literal") parts[p.type] = Number(p.value);
  return parts as unknown as Wall;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
const dayText = (w: Wall) => `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;

/** The zone's offset from UTC at that instant, in milliseconds (Stockholm in summer: +7,200,000). */
export function offsetAt(timeZone: string, at: number): number {
  const w = wallOf(timeZone, at);
  const wall = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return wall - (at - (((at % 1000) + 1000) % 1000));
}

/** The calendar day of that instant in the zone: "2026-03-29". */
export function dayIn(timeZone: string, at: number): string {
  return dayText(wallOf(timeZone, at));
}

/** Date and time of that instant in the zone, to the minute: "2026-03-29 14:05". */
export function minuteIn(timeZone: string, at: number): string {
  const w = wallOf(timeZone, at);
  return `${dayText(w)} ${pad(w.hour)}:${pad(w.minute)}`;
}

/**
 * The first instant of a calendar day ("2026-03-29") in the zone. Usually local midnight; where a
 * clock change skips midnight (some zones change at 00:00) it is the instant the day begins.
 */
export function dayStartIn(timeZone: string, day: string): number {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, date);
  // twice: the offset at the first guess may be the other side of a clock change
  let at = wall - offsetAt(timeZone, wall);
  at = wall - offsetAt(timeZone, at);
  // the usual case: local midnight, the instant before it on the day before
  if (dayIn(timeZone, at) >= day) {
    if (dayIn(timeZone, at - 1) < day) return at;
    return firstOfDay(timeZone, day, at - 26 * HOUR, at);
  }
  return firstOfDay(timeZone, day, at, at + 26 * HOUR);
}

// the first instant in (before, after] whose day is `day`; `before` lies on an earlier day
function firstOfDay(timeZone: string, day: string, before: number, after: number): number {
  let [lo, hi] = [before, after];
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (dayIn(timeZone, mid) >= day) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** The day after "2026-12-31": "2027-01-01" (calendar arithmetic, no time zone involved). */
export function nextDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** The start of the calendar day that instant lies in, in the zone. */
export function startOfDayIn(timeZone: string, at: number): number {
  return dayStartIn(timeZone, dayIn(timeZone, at));
}

/** The last millisecond of a calendar day in the zone: "valid until 2026-12-31" means until then. */
export function dayEndIn(timeZone: string, day: string): number {
  return dayStartIn(timeZone, nextDay(day)) - 1;
}
