import { readStored, writeStored } from "../state/browserStorage.ts";

/**
 * The stored locale, after a `lang` query parameter (`asked`, read at boot) that the zone supports has replaced it: a link
 * that names a language (the dev zone index, an operator's printed QR code) opens in it and the
 * visitor keeps it, as if chosen in the switcher. An unsupported `lang` is ignored, so the spec's
 * order goes on: stored locale, browser language, the zone's first.
 */
export function storedLocale(asked: string | null, supported: readonly string[]): string | null {
  if (asked && supported.includes(asked)) writeStored("local", "locale", asked);
  return readStored<string>("local", "locale");
}
