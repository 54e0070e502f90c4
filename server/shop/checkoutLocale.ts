import type { FastifyRequest } from "fastify";
import { LOCALE_COOKIE } from "../http/chosenLocale.ts";
import { acceptedLanguages } from "../http/preferredLocale.ts";

/**
 * The language the buyer uses, of those the zone offers: the portal names its own in the
 * checkout's Accept-Language (engine/api/postCheckoutNets.ts), else the language chosen in this
 * browser (the gw-lang cookie), else the zone's first. The order e-mail is written in it.
 */
export function checkoutLocale(request: FastifyRequest, locales: readonly string[]): string {
  const asked = acceptedLanguages(request.headers["accept-language"])
    .map((language) => language.split("-")[0]?.toLowerCase() ?? "")
    .find((language) => locales.includes(language));
  const kept = request.cookies?.[LOCALE_COOKIE];
  return asked ?? (kept && locales.includes(kept) ? kept : (locales[0] ?? "en"));
}
