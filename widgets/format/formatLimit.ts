import { type DataUnit, formatData } from "./dataUnit.ts";

/**
 * The data limit: bytes / 1e6 MB, or GB in a table whose figures reach 1000 MB (dataUnit.ts); null
 * when unlimited (the caller shows 'Unlimited').
 */
export function formatLimit(bytes: number | null, locale: string, unit: DataUnit = "MB"): string | null {
  if (bytes === null) return null;
  return formatData(bytes, locale, unit, unit === "GB" ? 2 : 0);
}
