export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export function isoOrNull(time: number | null): string | null {
  return time === null ? null : new Date(time).toISOString();
}
