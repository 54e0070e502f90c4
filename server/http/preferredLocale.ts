import Negotiator from "negotiator";
import { pickLocale } from "../../schemas/pickLocale.ts";

/** Accept-Language's languages, most wanted first (q-values honoured, `q=0` dropped): negotiator. */
export function acceptedLanguages(acceptLanguage: string | undefined): string[] {
  return new Negotiator({ headers: { "accept-language": acceptLanguage } }).languages();
}

/**
 * The locale of a page the server did not draw (no build of the render entry, or the page left to
 * the browser), whose catalog it preloads: the engine's own rule, the one the browser runs on
 * navigator.languages, here on Accept-Language. A synchronous function of a dependency-free module,
 * as the drawn page's locale comes from the same rule in the built entry (pageRenderer.ts).
 */
export function preferredLocale(locales: string[], acceptLanguage: string | undefined): string {
  return pickLocale(locales as Parameters<typeof pickLocale>[0], null, acceptedLanguages(acceptLanguage));
}
