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

// one word per meaning, catalog-wide: logging in (with a booking, a code) and connecting (the
// device to the Wi-Fi) are told apart in every message, not only where two buttons meet. Greek
// says "Είσοδος" for the first and "Σύνδεση" for the second ("σύνδεσμος", a link, is neither)
const MEANINGS: readonly { meaning: string; english: RegExp; words: Record<string, RegExp> }[] = [
  {
    meaning: "log in",
    english: /\blog(?:ging)?[ -]?in\b|\blogin\b/i,
    words: { sv: /logga[rt]? in|inloggning/i, el: /είσοδ|εισόδ|εισέλθ/i },
  },
  {
    meaning: "connect",
    english: /connect/i,
    words: { sv: /anslut/i, el: /σ[υύ]νδ(?!εσμ)/i },
  },
];

// a message that says one meaning and not the other must use the first's word and not the second's
export function meaningProblems(
  locale: string,
  english: Map<string, string>,
  catalog: Map<string, string>,
  // free prose (a manifest's texts) may say a meaning in words of its own: then only the other
  // meaning's word is refused
  { ownWordsAllowed = false } = {},
): string[] {
  const problems: string[] = [];
  for (const [id, text] of english) {
    const translated = catalog.get(id);
    if (!translated) continue;
    const says = MEANINGS.filter((m) => m.english.test(text));
    for (const meaning of says) {
      const word = meaning.words[locale];
      if (word && !ownWordsAllowed && !word.test(translated))
        problems.push(`${locale}: "${text}" (${id}) means "${meaning.meaning}" but reads "${translated}"`);
    }
    if (says.length !== 1) continue;
    for (const other of MEANINGS) {
      const word = other.words[locale];
      if (other !== says[0] && word?.test(translated))
        problems.push(
          `${locale}: "${text}" (${id}) means "${says[0]?.meaning}" but reads "${translated}", the word for "${other.meaning}"`,
        );
    }
  }
  return problems;
}

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
  problems.push(...meaningProblems(locale, english, catalog));
  return problems;
}
