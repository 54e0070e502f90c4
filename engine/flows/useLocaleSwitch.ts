import { useAtom, useAtomValue } from "jotai";
import { useCallback } from "react";
import type { Locale } from "../../schemas/gen/manifest.gen.ts";
import { activateLocale } from "../i18n/activateLocale.ts";
import { writeStored } from "../state/browserStorage.ts";
import { localeAtom } from "../state/localeAtom.ts";
import { zoneAtom } from "../state/zoneAtom.ts";

/** The active locale and a switch that loads its catalog and remembers the choice. */
export function useLocaleSwitch(): [Locale, (locale: Locale) => Promise<void>] {
  const [locale, setLocale] = useAtom(localeAtom);
  const labels = useAtomValue(zoneAtom)?.labels;
  const change = useCallback(
    async (next: Locale) => {
      await activateLocale(next, labels);
      writeStored("local", "locale", next);
      setLocale(next);
    },
    [setLocale, labels],
  );
  return [locale, change];
}
