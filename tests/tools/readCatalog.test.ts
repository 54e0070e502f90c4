import { describe, expect, it } from "vitest";
import { parseCatalog, readCatalog } from "../../tools/i18n/readCatalog.ts";

// what translators' editors (Poedit, Weblate) write, and what the old one-line regex missed
const PO_TEXT = String.raw`msgid ""
msgstr ""
"Language: sv\n"

#. js-lingui-explicit-id
msgid "store.terms"
msgstr ""
"Jag godkänner "
"villkoren för köpet."

msgid "gen.quote"
msgstr "Tryck på \"Anslut\"\tnu\n"

msgid ""
"long.id"
msgstr "lång"

msgid "untranslated"
msgstr ""

#~ msgid "gone"
#~ msgstr "borta"
`;

describe("readCatalog (pofile)", () => {
  it("joins multi-line strings and unescapes quotes, tabs and newlines", () => {
    const catalog = parseCatalog(PO_TEXT);
    expect(catalog.get("store.terms")).toBe("Jag godkänner villkoren för köpet.");
    expect(catalog.get("gen.quote")).toBe('Tryck på "Anslut"\tnu\n');
    expect(catalog.get("long.id")).toBe("lång");
  });

  it("keeps an untranslated id (empty, for the completeness check) and drops the header and obsolete entries", () => {
    const catalog = parseCatalog(PO_TEXT);
    expect(catalog.get("untranslated")).toBe("");
    expect([...catalog.keys()]).toEqual(["store.terms", "gen.quote", "long.id", "untranslated"]);
  });

  it("reads the project's catalogs: every English id is in Swedish and Greek", () => {
    const english = readCatalog("en");
    expect(english.size).toBeGreaterThan(50);
    for (const locale of ["sv", "el"])
      expect([...readCatalog(locale).keys()].sort()).toEqual([...english.keys()].sort());
  });
});
