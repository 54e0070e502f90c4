import type { I18n } from "@lingui/core";
import type { Locale } from "../../schemas/gen/manifest.gen.ts";
import { loadChunk } from "../api/loadChunk.ts";
import { catalogs } from "./catalogs.ts";
import { labelMessages, type ZoneLabels } from "./labelMessages.ts";

/**
 * Loads a locale's catalog into the browser's i18n instance and activates it; a zone's `labels`
 * (its own wording of engine labels, by catalog id) replace those messages before anything
 * renders with them. The instance is the one the page's I18nProvider holds, so the page follows.
 */
export async function activateLocale(i18n: I18n, locale: Locale, labels?: ZoneLabels): Promise<void> {
  const { messages } = await loadChunk(catalogs[locale]);
  i18n.loadAndActivate({ locale, messages: { ...messages, ...labelMessages(labels, locale) } });
  document.documentElement.lang = locale;
}
