import type { FastifyReply, FastifyRequest } from "fastify";

export const LOCALE_COOKIE = "gw-lang";
const LOCALE = /^[a-z]{2}$/;
const YEAR_S = 365 * 24 * 3600;

/**
 * The language chosen in this browser: the language form's ?lang= (the header's switch without the
 * script, which the app reads from the address too), kept in a cookie for its later pages as the
 * app keeps it in localStorage (the app writes the cookie too when it switches). Whether the zone
 * offers it is the page's rule to decide (schemas/pickLocale.ts); null: none chosen.
 */
export function chosenLocale(
  request: FastifyRequest,
  reply: FastifyReply,
  // the address's `lang` (read at the door, pages/pageQuery.ts), or a language switch's post
  lang: string | undefined,
): string | null {
  const asked = lang?.trim().toLowerCase();
  if (asked && LOCALE.test(asked)) {
    reply.setCookie(LOCALE_COOKIE, asked, { path: "/", sameSite: "lax", maxAge: YEAR_S });
    return asked;
  }
  const kept = request.cookies[LOCALE_COOKIE];
  return kept && LOCALE.test(kept) ? kept : null;
}
