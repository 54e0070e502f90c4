import { atom, type WritableAtom } from "jotai";
import { atomWithLazy } from "jotai/utils";
import { type Area, readStored, writeStored } from "./browserStorage.ts";
import { hydratedAtom } from "./hydratedAtom.ts";

/** A new value, or a function of the current one; null removes the key and reads as the fallback. */
export type StoredUpdate<T> = T | null | ((current: T) => T | null);
export type StoredAtom<T> = WritableAtom<T, [StoredUpdate<T>], void>;

/**
 * A value kept in sessionStorage or localStorage under `key`, as an atom: checked by `read` (what
 * is unreadable reads as `read(null)`), written through. Storage is read when a store first uses
 * the atom, as the flows read it on their first render. Not atomWithStorage: it reads storage when
 * the atom is made (getOnInit: once per page load, so stale in every later store, a test's or a
 * story's) or only after mount (a first render without it), and its JSON storage would add more to
 * the page's bundle than these lines.
 */
export function storedAtom<T>(area: Area, key: string, read: (stored: unknown) => T): StoredAtom<T> {
  const fallback = read(null);
  const value = atomWithLazy(() => read(readStored(area, key)));
  return atom(
    // the server drew the page without this browser's storage: its value counts once hydrated
    (get) => (get(hydratedAtom) ? get(value) : fallback),
    (get, set, next: StoredUpdate<T>) => {
      const updated = next instanceof Function ? next(get(value)) : next;
      set(value, updated ?? fallback);
      writeStored(area, key, updated);
    },
  );
}

/** One atom per key, made on first use (a zone's cart, its purchases…). */
export function storedAtoms<T>(make: (key: string) => StoredAtom<T>): (key: string) => StoredAtom<T> {
  const made = new Map<string, StoredAtom<T>>();
  return (key) => {
    const stored = made.get(key) ?? make(key);
    made.set(key, stored);
    return stored;
  };
}
