// a whole number from a form field, within bounds; else undefined
export function wholeNumber(value: string | undefined, max: number): number | undefined {
  if (value === undefined || !/^\d{1,9}$/.test(value.trim())) return undefined;
  const n = Number(value);
  return n <= max ? n : undefined;
}
