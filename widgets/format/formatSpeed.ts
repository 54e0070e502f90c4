/** The larger of the two directions, bytes/s → Mbit/s (bytes / 1e6 × 8); null when unknown. */
export function formatSpeed(rx: number | null, tx: number | null, locale: string): string | null {
  if (rx === null && tx === null) return null;
  const mbit = (Math.max(rx ?? 0, tx ?? 0) / 1e6) * 8;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(mbit)} Mbit/s`;
}
