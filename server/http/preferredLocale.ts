import Negotiator from "negotiator";

/**
 * The zone's locale the browser weighs highest (Accept-Language, q-values honoured: `el;q=0` is a
 * refusal, `sv-SE` asks for `sv`), else the zone's first.
 */
export function preferredLocale(locales: string[], acceptLanguage: string | undefined): string | undefined {
  return new Negotiator({ headers: { "accept-language": acceptLanguage } }).language(locales) ?? locales[0];
}
