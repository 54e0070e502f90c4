/**
 * The items in groups of at most `size` that agree on `key` (a browser's locale: one browser each),
 * in their order and as even as they come: the tests that share a browser (eachInOneBrowser.ts) stay
 * few enough per test to run beside each other on the workers.
 */
export function groupsOf<T>(items: readonly T[], size: number, key: (item: T) => string = () => ""): T[][] {
  const byKey = new Map<string, T[]>();
  for (const item of items) byKey.set(key(item), [...(byKey.get(key(item)) ?? []), item]);
  return [...byKey.values()].flatMap((same) => {
    const count = Math.ceil(same.length / size);
    return Array.from({ length: count }, (_, i) =>
      same.slice(Math.round((i * same.length) / count), Math.round(((i + 1) * same.length) / count)),
    );
  });
}
