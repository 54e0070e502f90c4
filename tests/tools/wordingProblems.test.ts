import { describe, expect, it } from "vitest";
import { readCatalog } from "../../tools/i18n/readCatalog.ts";
import { wordingProblems } from "../../tools/i18n/wordingProblems.ts";

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
    ]);
  });
});
