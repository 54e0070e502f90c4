import { describe, expect, it } from "vitest";
import { readCatalog } from "../../tools/i18n/readCatalog.ts";
import { loadFleet } from "../../fleet/manifests/loadFleet.ts";
import { meaningProblems, wordingProblems } from "../../tools/i18n/wordingProblems.ts";

// issue 28, defect 6: Greek read "Σύνδεση" for both Login and Connect, and "Input required" was
// translated two ways in Swedish and Greek
describe("one wording per meaning in each catalog", () => {
  it("holds for sv and el", () => {
    const english = readCatalog("en");
    for (const locale of ["sv", "el"])
      expect(wordingProblems(locale, english, readCatalog(locale))).toEqual([]);
  });

  it("finds the same English worded twice, and two actions worded alike", () => {
    const english = new Map([
      ["store.field.required", "Input required"],
      ["cruise.login.error.required", "Input required"],
      ["store.back", "Login"],
      ["gen.connect", "Connect"],
    ]);
    const greek = new Map([
      ["store.field.required", "Απαιτείται συμπλήρωση"],
      ["cruise.login.error.required", "Υποχρεωτικό πεδίο"],
      ["store.back", "Σύνδεση"],
      ["gen.connect", "Σύνδεση"],
    ]);
    expect(wordingProblems("el", english, greek)).toEqual([
      'el: "Input required" reads "Απαιτείται συμπλήρωση" (store.field.required) and "Υποχρεωτικό πεδίο" (cruise.login.error.required)',
      'el: "Login" (store.back) and "Connect" (gen.connect) both read "Σύνδεση"',
      // and the Login reads the other meaning's word (below)
      'el: "Login" (store.back) means "log in" but reads "Σύνδεση"',
      'el: "Login" (store.back) means "log in" but reads "Σύνδεση", the word for "connect"',
    ]);
  });

  // issue 35: Greek still read "Σύνδεση" for the cruise heading "Option 2: Log in" (and the crew's
  // login, the login page) while the store's Login back button read "Είσοδος"
  it("finds a message whose word is the other meaning's: log in is not connect", () => {
    const english = new Map([
      ["cruise.login.title", "Option 2: Log in"],
      ["gen.connect", "Connect"],
      ["store.back", "Login"],
      ["status.code.save", "Save this code: you need it to log in again or to connect another device."],
      ["openInBrowser.link", "Portal link"],
    ]);
    const greek = new Map([
      ["cruise.login.title", "Επιλογή 2: Σύνδεση"],
      ["gen.connect", "Σύνδεση"],
      ["store.back", "Είσοδος"],
      ["status.code.save", "Θα τον χρειαστείτε για να κάνετε ξανά είσοδο ή για να συνδέσετε άλλη συσκευή."],
      // a link is neither
      ["openInBrowser.link", "Σύνδεσμος της πύλης"],
    ]);
    expect(wordingProblems("el", english, greek)).toEqual([
      'el: "Option 2: Log in" (cruise.login.title) means "log in" but reads "Επιλογή 2: Σύνδεση"',
      'el: "Option 2: Log in" (cruise.login.title) means "log in" but reads "Επιλογή 2: Σύνδεση", the word for "connect"',
    ]);
    const swedish = new Map([
      ["cruise.login.title", "Alternativ 2: Anslut"],
      ["gen.connect", "Logga in"],
      ["store.back", "Inloggning"],
      ["status.code.save", "Du behöver den för att logga in igen eller ansluta en annan enhet."],
      ["openInBrowser.link", "Portallänk"],
    ]);
    expect(wordingProblems("sv", english, swedish)).toEqual([
      'sv: "Option 2: Log in" (cruise.login.title) means "log in" but reads "Alternativ 2: Anslut"',
      'sv: "Option 2: Log in" (cruise.login.title) means "log in" but reads "Alternativ 2: Anslut", the word for "connect"',
      'sv: "Connect" (gen.connect) means "connect" but reads "Logga in"',
      'sv: "Connect" (gen.connect) means "connect" but reads "Logga in", the word for "log in"',
    ]);
  });

  it("holds for the cruise heading, the crew's login and the login page in Greek", () => {
    const greek = readCatalog("el");
    for (const id of ["cruise.login.title", "voucher.crew.title", "store.back", "cruise.packages.hint"])
      expect(greek.get(id), id).toMatch(/είσοδ|εισόδ/i);
    expect(greek.get("cruise.login.title")).not.toContain("Σύνδεση");
    expect(greek.get("gen.connect")).toBe("Σύνδεση");
  });

  it("holds for the fleet's own texts beside them (the cruise ships' welcome says how to log in)", () => {
    const problems = loadFleet().zones.flatMap(({ manifest }) => {
      const texts = (manifest.texts ?? {}) as Record<string, Record<string, string>>;
      const inLocale = (locale: string) =>
        new Map(
          Object.entries(texts).flatMap(([key, words]) => (words[locale] ? [[key, words[locale]]] : [])),
        );
      return ["sv", "el"].flatMap((locale) =>
        meaningProblems(locale, inLocale("en"), inLocale(locale), { ownWordsAllowed: true }).map(
          (p) => `${manifest.zonePrefix} ${p}`,
        ),
      );
    });
    expect(problems).toEqual([]);
  });
});
