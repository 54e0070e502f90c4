import { useAtomValue } from "jotai";
import { useCallback } from "react";
import { localeAtom } from "../state/localeAtom.ts";

/** Words by language beside an item's own (its zone's first language), as the server sends them. */
type Translatable<W> = { translations?: Partial<Record<string, W>> | null };

/** The item in that language: its translation's words over its own; as it is without one. */
export function translated<W extends object, T extends Translatable<W>>(item: T, locale: string): T {
  const words = item.translations?.[locale];
  return words ? { ...item, ...words } : item;
}

/**
 * Store items, bought vouchers and cruise packages in the visitor's language: their names and
 * lines are the vessel's words (the manifest's texts, served per language by the API, and kept
 * with a purchase on the device), so switching the language switches them too.
 */
export function useTranslated() {
  const locale = useAtomValue(localeAtom);
  return useCallback(
    <W extends object, T extends Translatable<W>>(item: T) => translated<W, T>(item, locale),
    [locale],
  );
}
