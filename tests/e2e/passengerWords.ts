import { readCatalog } from "../../tools/i18n/readCatalog.ts";

export const LOCALES = ["en", "sv", "el"] as const;
export type Locale = (typeof LOCALES)[number];

const catalogs = new Map(LOCALES.map((locale) => [locale, readCatalog(locale)]));

/** A catalog message as the portal shows it in `locale` (the catalogs the pages are drawn with). */
export function words(locale: Locale, id: string): string {
  const text = catalogs.get(locale)?.get(id);
  if (!text) throw new Error(`no ${locale} text for ${id}`);
  return text;
}
