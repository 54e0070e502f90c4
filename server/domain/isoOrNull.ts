export function isoOrNull(time: number | null): string | null {
  return time === null ? null : new Date(time).toISOString();
}
