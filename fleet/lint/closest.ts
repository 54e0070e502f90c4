/** Damerau-Levenshtein distance (optimal string alignment): a swap of two letters counts once. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i]);
  for (let j = 1; j <= b.length; j++) (d[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = d[i] as number[];
    const prev = d[i - 1] as number[];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

/** The known name nearest to a typo, or undefined when nothing is plausibly meant. */
export function closest(word: string, known: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of known) {
    // case slips ("Welcomeheading") are the commonest typo, so they cost a little less than a letter
    const distance =
      editDistance(word.toLowerCase(), candidate.toLowerCase()) + (word === candidate ? 0 : 0.5);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  const allowed = Math.max(2, Math.floor(word.length / 3)) + 0.5;
  return bestDistance <= allowed ? best : undefined;
}

/** "did you mean …?" plus, for short lists, every allowed name. */
export function suggest(word: string, known: string[], what = "known"): string {
  const near = closest(word, known);
  const list = known.length <= 12 ? `${what}: ${known.join(", ")}` : "";
  return [near ? `did you mean "${near}"?` : "", list].filter(Boolean).join(" ");
}
