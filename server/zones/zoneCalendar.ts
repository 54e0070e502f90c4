import { dayEndIn, dayIn, dayStartIn, minuteIn, startOfDayIn } from "../domain/zonedTime.ts";

/** A zone whose manifest names no time zone keeps its calendar in UTC. */
export const DEFAULT_TIME_ZONE = "UTC";

/**
 * A zone's calendar (its manifest's `timeZone`): what "a day" and "a date" mean for it. For the
 * commands and reports that read the server's database (through server/operations.ts): days as
 * "2026-03-29", their first and last instants, and a time to the minute, in the zone's time zone.
 */
export interface ZoneCalendar {
  timeZone: string;
  /** the calendar day of an instant: "2026-03-29" */
  day(at: number): string;
  /** an instant to the minute: "2026-03-29 14:05" */
  minute(at: number): string;
  /** the first instant of the day an instant lies in */
  startOfDay(at: number): number;
  /** the first and last milliseconds of a day ("2026-03-29") */
  dayStart(day: string): number;
  dayEnd(day: string): number;
}

export function zoneCalendar(zone: { timeZone?: string }): ZoneCalendar {
  const timeZone = zone.timeZone ?? DEFAULT_TIME_ZONE;
  return {
    timeZone,
    day: (at) => dayIn(timeZone, at),
    minute: (at) => minuteIn(timeZone, at),
    startOfDay: (at) => startOfDayIn(timeZone, at),
    dayStart: (day) => dayStartIn(timeZone, day),
    dayEnd: (day) => dayEndIn(timeZone, day),
  };
}
