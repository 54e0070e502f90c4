/** The data limit: bytes / 1e6 MB; null when unlimited (the caller shows 'Unlimited'). */
export function formatLimit(bytes: number | null, locale: string): string | null {
  if (bytes === null) return null;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(bytes / 1e6)} MB`;
}
