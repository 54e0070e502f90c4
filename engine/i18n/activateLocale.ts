import { i18n, type Messages } from "@lingui/core";
import type { Locale } from "../../schemas/gen/manifest.gen.ts";
import { loadChunk } from "../boot/loadChunk.ts";

// one small chunk per locale: only the visitor's language is downloaded.
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import("../../locales/en/messages.po"),
  sv: () => import("../../locales/sv/messages.po"),
  el: () => import("../../locales/el/messages.po"),
};

export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await loadChunk(catalogs[locale]);
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
}
