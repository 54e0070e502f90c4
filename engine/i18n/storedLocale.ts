import { readStored, writeStored } from "../state/browserStorage.ts";

const LOCALE_COOKIE = /(?:^|;\s*)gw-lang=([a-z]{2})(?:;|$)/;

// the language this browser chose, as the server reads it (server/http/chosenLocale.ts): the
// header's switch without a script sets only this cookie, so a page left before its script ran
// leaves the choice here and nowhere else
const cookieLocale = (): string | null => {
  try {
    return LOCALE_COOKIE.exec(document.cookie)?.[1] ?? null;
  } catch {
    return null;
  }
};

/**
 * The stored locale, after a `lang` query parameter (`asked`, read at boot) that the zone supports has replaced it: a link
 * that names a language (the dev zone index, an operator's printed QR code) opens in it and the
 * visitor keeps it, as if chosen in the switcher. An unsupported `lang` is ignored, so the spec's
 * order goes on: stored locale, browser language, the zone's first. The stored locale is the
 * `gw-lang` cookie first (every switch writes it, with or without the script, so it is the latest
 * choice, and the server drew this page in it), then localStorage (the app's own copy).
 */
export function storedLocale(asked: string | null, supported: readonly string[]): string | null {
  if (asked && supported.includes(asked)) {
    writeStored("local", "locale", asked);
    return asked;
  }
  const kept = [cookieLocale(), readStored<string>("local", "locale")];
  return kept.find((locale) => locale !== null && supported.includes(locale)) ?? null;
}
