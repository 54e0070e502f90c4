import type { FastifyReply, FastifyRequest } from "fastify";
import { mailI18n } from "../shop/mail/mailI18n.ts";
import { preferredLocale } from "../http/preferredLocale.ts";
import type { ConsoleDeps } from "./ConsoleDeps.ts";
import { cookieOptions, SESSION_COOKIE, sameText, unsigned } from "./consoleCookies.ts";
import { CONSOLE_LOCALES } from "./consolePage.ts";
import { type ConsoleSession, readSession } from "./consoleSession.ts";

const LANG_COOKIE = "gangway_console_lang";

export type Posted = Record<string, string | undefined>;

export const postedOf = (request: FastifyRequest): Posted =>
  typeof request.body === "object" && request.body !== null ? (request.body as Posted) : {};

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

/** The signed-in session the request's cookie names, if any and not idle. */
export function sessionOf(d: ConsoleDeps, request: FastifyRequest): Promise<ConsoleSession | undefined> {
  const token = unsigned(d.secret, request.cookies[SESSION_COOKIE]);
  return token ? readSession(d.store, token, d.now(), d.settings.idleMs) : Promise.resolve(undefined);
}

export const tokenOf = (d: ConsoleDeps, request: FastifyRequest) =>
  unsigned(d.secret, request.cookies[SESSION_COOKIE]);

export const csrfMatches = (session: ConsoleSession, posted: Posted) =>
  typeof posted._csrf === "string" && sameText(posted._csrf, session.csrf);

// a whole number from a form field, within bounds; else undefined
export function wholeNumber(value: string | undefined, max: number): number | undefined {
  if (value === undefined || !/^\d{1,9}$/.test(value.trim())) return undefined;
  const n = Number(value);
  return n <= max ? n : undefined;
}
