import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useAtom, useAtomValue, useStore } from "jotai";
import { useCallback } from "react";
import type { GangwayManifest, Locale } from "../../schemas/gen/manifest.gen.ts";
import { writeStored } from "../state/browserStorage.ts";
import { hydratedAtom } from "../state/hydratedAtom.ts";
import { localeAtom } from "../state/localeAtom.ts";
import { zoneAtom } from "../state/zoneAtom.ts";

/** Loads a locale's catalog (with the zone's own labels) into an i18n instance and activates it. */
export type ActivateLocale = (
  i18n: I18n,
  locale: Locale,
  labels?: GangwayManifest["labels"],
) => Promise<void>;

/**
 * The active locale and a switch that loads its catalog and remembers the choice. The catalogs
 * are i18n's, a floor above: the shell hands its `activateLocale` down (engine/boot/App.tsx).
 */
export function useLocaleSwitch(activate: ActivateLocale): [Locale, (locale: Locale) => Promise<void>] {
  const [locale, setLocale] = useAtom(localeAtom);
  const labels = useAtomValue(zoneAtom)?.labels;
  // the instance the page is drawn with, not a global one
  const { i18n } = useLingui();
  const store = useStore();
  const change = useCallback(
    async (next: Locale) => {
      // a language chosen before the script took the page over (useAdoptTyped) waits until the
      // whole page has hydrated: activating the catalog re-renders with the instance's new locale,
      // and a lazy widget still to hydrate would then draw Swedish over the server's English
      // (React's hydration error #418; tests/e2e/start-until-tap.spec.ts failed 5 of 30)
      await untilHydrated(store);
      await activate(i18n, next, labels);
      writeStored("local", "locale", next);
      // the server draws this browser's next pages in it too (server/http/chosenLocale.ts)
      // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not in WebKit's captive sheet
      document.cookie = `gw-lang=${next}; path=/; max-age=31536000; samesite=lax`;
      setLocale(next);
    },
    [setLocale, labels, i18n, activate, store],
  );
  return [locale, change];
}

function untilHydrated(store: ReturnType<typeof useStore>): Promise<void> {
  if (store.get(hydratedAtom)) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = store.sub(hydratedAtom, () => {
      if (!store.get(hydratedAtom)) return;
      stop();
      resolve();
    });
  });
}
