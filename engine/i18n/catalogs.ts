import type { Messages } from "@lingui/core";
import type { Locale } from "../../schemas/gen/manifest.gen.ts";

// one small chunk per locale: only the visitor's language is downloaded.
export const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import("../../locales/en/messages.po"),
  sv: () => import("../../locales/sv/messages.po"),
  el: () => import("../../locales/el/messages.po"),
};
