export type DataUnit = "MB" | "GB";

/**
 * One unit for a table's data figures (used and limit side by side): GB once the figure that
 * decides (the data used, spec section 3) reaches 1000 MB, so "1 GB used" never stands beside
 * "1,000 MB limit".
 */
export function dataUnit(...bytes: (number | null)[]): DataUnit {
  return Math.max(0, ...bytes.map((b) => b ?? 0)) >= 1e9 ? "GB" : "MB";
}

/** Bytes in a unit (decimal, as the session counts them). */
export function formatData(bytes: number, locale: string, unit: DataUnit, digits: number): string {
  const value = unit === "GB" ? bytes / 1e9 : bytes / 1e6;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${unit}`;
}
