import { readFileSync } from "node:fs";
import PO from "pofile";

/** msgid → msgstr of a PO catalog's text, by a real PO parser (multi-line strings, escapes). */
export function parseCatalog(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const item of PO.parse(text).items)
    if (item.msgid && !item.obsolete) entries.set(item.msgid, item.msgstr[0] ?? "");
  return entries;
}

/** msgid → msgstr of a locale's Lingui catalog (locales/<locale>/messages.po of this repository, whatever the working directory). */
export function readCatalog(locale: string): Map<string, string> {
  return parseCatalog(readFileSync(new URL(`../../locales/${locale}/messages.po`, import.meta.url), "utf8"));
}
