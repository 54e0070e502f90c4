import type { FleetCruisePackage } from "./FleetCruisePackage.ts";
import type { FleetStoreItem } from "./ZoneDefinition.ts";

type Texts = Record<string, Partial<Record<string, string>>>;

/**
 * The words of a layout's catalogues. Store items and cruise packages name texts by key in the
 * manifest (translated like every other text); the server keeps their words: in the zone's first
 * language (what the spec's API calls name, title, description) and, under `translations`, in
 * each language the zone offers, from which the portal shows the visitor's. The lint has checked
 * that every key exists in every offered language.
 */
export function catalogueWords(texts: Texts | undefined, locales: string[] | undefined) {
  const offered = locales?.length ? locales : ["en"];
  const first = offered[0] as string;
  const say = (key: string, locale: string) => texts?.[key]?.[locale] ?? texts?.[key]?.[first] ?? key;
  const byLocale = <T>(words: (locale: string) => T) =>
    Object.fromEntries(offered.map((locale) => [locale, words(locale)]));
  return {
    storeItem: (item: FleetStoreItem): FleetStoreItem => ({
      ...item,
      name: say(item.name, first),
      description: say(item.description, first),
      translations: byLocale((l) => ({ name: say(item.name, l), description: say(item.description, l) })),
    }),
    cruisePackage: (p: FleetCruisePackage): FleetCruisePackage => ({
      ...p,
      title: say(p.title, first),
      description: p.description.map((line) => say(line, first)),
      translations: byLocale((l) => ({
        title: say(p.title, l),
        description: p.description.map((line) => say(line, l)),
      })),
    }),
  };
}
