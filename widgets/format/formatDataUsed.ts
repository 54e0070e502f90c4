import { type DataUnit, dataUnit, formatData } from "./dataUnit.ts";

/** Data used: MB below 1000 MB, otherwise GB (decimal units); or the unit of the table it stands in. */
export function formatDataUsed(bytes: number, locale: string, unit: DataUnit = dataUnit(bytes)): string {
  return formatData(bytes, locale, unit, unit === "GB" ? 2 : 1);
}
