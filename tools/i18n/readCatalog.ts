import { readFileSync } from "node:fs";

/** msgid → msgstr of a Lingui PO catalog (explicit ids, one-line strings as Lingui writes them). */
export function readCatalog(locale: string): Map<string, string> {
  const text = readFileSync(`locales/${locale}/messages.po`, "utf8");
  const entries = new Map<string, string>();
  for (const match of text.matchAll(/^msgid "((?:[^"\\]|\\.)+)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm)) {
    entries.set(match[1] as string, JSON.parse(`"${match[2]}"`) as string);
  }
  return entries;
}
