import { i18n, type Messages } from "@lingui/core";
import type { Locale } from "../../schemas/gen/manifest.gen.ts";
import { loadChunk } from "../api/loadChunk.ts";
import { labelMessages, type ZoneLabels } from "./labelMessages.ts";

// one small chunk per locale: only the visitor's language is downloaded.
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import("../../locales/en/messages.po"),
  sv: () => import("../../locales/sv/messages.po"),
  el: () => import("../../locales/el/messages.po"),
};

/**
 * Loads and activates a locale's catalog; a zone's `labels` (its own wording of engine labels, by
 * catalog id) replace those messages before anything renders with them.
 */
export async function activateLocale(locale: Locale, labels?: ZoneLabels): Promise<void> {
  const { messages } = await loadChunk(catalogs[locale]);
  i18n.loadAndActivate({ locale, messages: { ...messages, ...labelMessages(labels, locale) } });
  document.documentElement.lang = locale;
}
