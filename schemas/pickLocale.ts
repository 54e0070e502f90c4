import type { Locale } from "./gen/manifest.gen.ts";

/**
 * The stored locale if supported, else the first of the browser's languages, in its order of
 * preference (`navigator.languages`; on the server, Accept-Language ordered by its q-values, `q=0`
 * dropped), whose prefix is supported, else the zone's first.
 */
export function pickLocale(
  supported: Locale[],
  stored: string | null,
  browser: string | readonly string[] | undefined,
): Locale {
  const isSupported = (value: string | null | undefined): value is Locale =>
    !!value && (supported as string[]).includes(value);
  if (isSupported(stored)) return stored;
  for (const language of typeof browser === "string" ? [browser] : (browser ?? [])) {
    const prefix = language.split("-")[0]?.toLowerCase();
    if (isSupported(prefix)) return prefix;
  }
  return supported[0] ?? "en";
}
