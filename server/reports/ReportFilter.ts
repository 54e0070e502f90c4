// what a report is asked about: one zone or all, and a time range [from, to) in epoch milliseconds
export interface ReportFilter {
  zoneId?: string;
  from?: number;
  to?: number;
}

// days are UTC days for now: a zone's own time zone (issue 27, another change) moves the day's start
export const DAY_MS = 86_400_000;

/** "2026-06-01" for a UTC day number (epoch milliseconds / DAY_MS). */
export const dayOf = (dayNumber: number) => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
