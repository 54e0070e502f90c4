/** Data used: MB below 1000 MB, otherwise GB (decimal units, as the session counts bytes). */
export function formatDataUsed(bytes: number, locale: string): string {
  const mb = bytes / 1e6;
  if (mb < 1000) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(mb)} MB`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(mb / 1000)} GB`;
}
