import Negotiator from "negotiator";

/** Accept-Language's languages, most wanted first (q-values honoured, `q=0` dropped): negotiator. */
export function acceptedLanguages(acceptLanguage: string | undefined): string[] {
  return new Negotiator({ headers: { "accept-language": acceptLanguage } }).languages();
}

/**
 * The zone's locale the browser weighs highest (Accept-Language, q-values honoured: `el;q=0` is a
 * refusal, `sv-SE` asks for `sv`), else the zone's first: the engine's own rule
 * (engine/i18n/pickLocale.ts, which the browser runs on navigator.languages), so the catalog the
 * page preloads is the one the browser picks.
 */
export function preferredLocale(locales: string[], acceptLanguage: string | undefined): string | undefined {
  for (const language of acceptedLanguages(acceptLanguage)) {
    const prefix = language.split("-")[0]?.toLowerCase();
    if (prefix && locales.includes(prefix)) return prefix;
  }
  return locales[0];
}
