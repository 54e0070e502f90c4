import type { Locale } from "../../schemas/gen/manifest.gen.ts";

/** The stored locale if supported, else the browser language prefix if supported, else the first. */
export function pickLocale(supported: Locale[], stored: string | null, browser: string | undefined): Locale {
  const isSupported = (value: string | null | undefined): value is Locale =>
    !!value && (supported as string[]).includes(value);
  if (isSupported(stored)) return stored;
  const prefix = browser?.split("-")[0]?.toLowerCase();
  if (isSupported(prefix)) return prefix;
  return supported[0] ?? "en";
}
