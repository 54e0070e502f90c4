import { readFileSync } from "node:fs";
import { type I18n, setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import PO from "pofile";

// the portal's own catalogs (locales/<locale>/messages.po): the mail speaks the pages' words
const LOCALES = new URL("../../../locales/", import.meta.url);
const SOURCE_LOCALE = "en";
const loaded = new Map<string, I18n>();

function readMessages(locale: string): Record<string, string> {
  const text = readFileSync(new URL(`${locale}/messages.po`, LOCALES), "utf8");
  const messages: Record<string, string> = {};
  for (const item of PO.parse(text).items)
    if (item.msgid && !item.obsolete && item.msgstr[0]) messages[item.msgid] = item.msgstr[0];
  return messages;
}

/**
 * Lingui for one of the catalogs' locales, read once per process and compiled as it is used (the
 * server has no build of its own catalogs); a message missing there is the source locale's.
 */
export function mailI18n(locale: string): I18n {
  let i18n = loaded.get(locale);
  if (i18n) return i18n;
  const fallback = locale === SOURCE_LOCALE ? undefined : mailI18n(SOURCE_LOCALE);
  i18n = setupI18n({
    missing: (_, id) => (fallback ? fallback._(id) : id),
  });
  i18n.setMessagesCompiler(compileMessage);
  i18n.loadAndActivate({ locale, messages: readMessages(locale) });
  loaded.set(locale, i18n);
  return i18n;
}
