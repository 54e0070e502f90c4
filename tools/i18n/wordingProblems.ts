/**
 * One wording per meaning in a locale: the same English text is translated the same way wherever it
 * is used ("Input required" beside a cruise field and a store field alike), unless the grammar asks
 * otherwise (listed with why); and two actions a passenger meets side by side never read alike in
 * translation when they differ in English ("Login" and "Connect").
 */
// same English, different translations on purpose: the word agrees with what it is about
const AGREEMENT: readonly string[][] = [
  // an offer ('erbjudandet', 'η υπηρεσία') and a voucher ('kupongen', 'το κουπόνι') take different genders
  ["offer.activated", "purchased.activated"],
];

// different English, never one translation: labels of actions that share a page
const DISTINCT: readonly string[][] = [
  // the store's back button to the start page and the terms step's button that connects
  ["store.back", "gen.connect"],
];

export function wordingProblems(
  locale: string,
  english: Map<string, string>,
  catalog: Map<string, string>,
): string[] {
  const problems: string[] = [];
  const allowed = (a: string, b: string) => AGREEMENT.some((set) => set.includes(a) && set.includes(b));
  const byText = new Map<string, string[]>();
  for (const [id, text] of english) byText.set(text, [...(byText.get(text) ?? []), id]);
  for (const [text, ids] of byText) {
    const [first, ...rest] = ids;
    for (const id of rest)
      if (first && catalog.get(id) !== catalog.get(first) && !allowed(first, id))
        problems.push(
          `${locale}: "${text}" reads "${catalog.get(first)}" (${first}) and "${catalog.get(id)}" (${id})`,
        );
  }
  for (const [a, b] of DISTINCT)
    if (a && b && catalog.get(a) && catalog.get(a) === catalog.get(b) && english.get(a) !== english.get(b))
      problems.push(
        `${locale}: "${english.get(a)}" (${a}) and "${english.get(b)}" (${b}) both read "${catalog.get(a)}"`,
      );
  return problems;
}
