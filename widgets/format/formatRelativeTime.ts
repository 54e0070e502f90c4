// each unit takes over from three quarters of it (and days from a day and a half): a length a
// session often has (an hour, 24 hours) then reads the same a second either side of it, and no
// 24-hour session flips between "tomorrow" and "in 24 hours" as its seconds pass
const UNITS: [Intl.RelativeTimeFormatUnit, number, number][] = [
  ["day", 86400, 1.5 * 86400],
  ["hour", 3600, 0.75 * 3600],
  ["minute", 60, 45],
  ["second", 1, 0],
];

/** An ISO time relative to now ("in 24 hours", "5 minutes ago"), in the visitor's language. */
export function formatRelativeTime(iso: string, locale: string, now: number = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  for (const [unit, size, from] of UNITS) {
    if (Math.abs(seconds) >= from) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, "second");
}
