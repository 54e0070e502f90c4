import { useLingui } from "@lingui/react";
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
  // the instance the page is drawn with, not a global one
  const { i18n } = useLingui();
  const change = useCallback(
    async (next: Locale) => {
      await activateLocale(i18n, next, labels);
      writeStored("local", "locale", next);
      setLocale(next);
    },
    [setLocale, labels, i18n],
  );
  return [locale, change];
}
