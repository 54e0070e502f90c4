// CI fails on a missing translation: every id used in engine/ and widgets/ is in the English
// catalog, and every locale translates every id of the English catalog, with one wording per
// meaning (wordingProblems.ts).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { readCatalog } from "./readCatalog.ts";
import { wordingProblems } from "./wordingProblems.ts";

const LOCALES = ["en", "sv", "el"];
const SOURCES = ["engine", "widgets"];
const ID_PATTERN = /\bid[:=]\s*["']([a-z][\w.-]*)["']/g;

function sourceIds(): Set<string> {
  const ids = new Set<string>();
  for (const dir of SOURCES) {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!/\.(tsx?|ts)$/.test(entry.name) || entry.name.includes(".gen.")) continue;
      const text = readFileSync(join(entry.parentPath, entry.name), "utf8");
      for (const match of text.matchAll(ID_PATTERN)) if (match[1]?.includes(".")) ids.add(match[1]);
    }
  }
  return ids;
}

const problems: string[] = [];
const english = readCatalog("en");
for (const id of sourceIds())
  if (!english.has(id)) problems.push(`en: "${id}" is used in code but not extracted (npm run extract)`);
for (const locale of LOCALES) {
  const catalog = readCatalog(locale);
  for (const [id] of english) {
    if (!catalog.get(id)) problems.push(`${locale}: "${id}" has no translation`);
  }
  if (locale !== "en") problems.push(...wordingProblems(locale, english, catalog));
}
for (const p of problems) console.error(p);
console.log(`catalogs: ${english.size} messages × ${LOCALES.length} locales, ${problems.length} problems`);
process.exit(problems.length > 0 ? 1 : 0);
