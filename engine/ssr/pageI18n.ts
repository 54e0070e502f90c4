import { type I18n, type Messages, setupI18n } from "@lingui/core";
import type { Locale } from "../../schemas/gen/manifest.gen.ts";
import { catalogs } from "../i18n/catalogs.ts";
import { labelMessages, type ZoneLabels } from "../i18n/labelMessages.ts";

// each catalog is read once per process and shared by every page: an instance only reads it
const loaded = new Map<Locale, Promise<Messages>>();

function catalog(locale: Locale): Promise<Messages> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = catalogs[locale]().then((module) => module.messages);
    // a failed load is tried again by the next page rather than remembered
    messages.catch(() => loaded.delete(locale));
    loaded.set(locale, messages);
  }
  return messages;
}

/**
 * A page's own i18n instance, in its locale with its zone's labels: pages drawn at the same time in
 * different languages never share one, and nothing global is switched.
 */
export async function pageI18n(locale: Locale, labels: ZoneLabels): Promise<I18n> {
  const messages = { ...(await catalog(locale)), ...labelMessages(labels, locale) };
  return setupI18n({ locale, messages: { [locale]: messages } });
}
