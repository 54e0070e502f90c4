import type { FastifyReply, FastifyRequest } from "fastify";
import { mailI18n } from "../shop/mail/mailI18n.ts";
import { preferredLocale } from "../http/preferredLocale.ts";
import type { ConsoleDeps } from "./ConsoleDeps.ts";
import { cookieOptions } from "./sessionCookie.ts";
import { CONSOLE_LOCALES } from "./consolePage.ts";

const LANG_COOKIE = "gangway_console_lang";

/** The page's language: ?lang= (kept in a cookie), else the cookie's, else Accept-Language's. */
export function localeOf(d: ConsoleDeps, request: FastifyRequest, reply: FastifyReply) {
  const asked = (request.query as Record<string, string | undefined>).lang;
  const known = (l: string | undefined): string | undefined => CONSOLE_LOCALES.find((c) => c === l);
  const picked = known(asked);
  if (picked) reply.setCookie(LANG_COOKIE, picked, cookieOptions(d.secureCookies));
  const locale =
    picked ??
    known(request.cookies[LANG_COOKIE]) ??
    preferredLocale([...CONSOLE_LOCALES], request.headers["accept-language"]);
  return { locale, i18n: mailI18n(locale) };
}
