import { type I18n, setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { createStore, Provider } from "jotai";
import type { ReactNode } from "react";
import { zoneLoaders } from "virtual:gangway/gallery-zones";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { setApiZone } from "../../engine/api/apiClient.ts";
import { getSession } from "../../engine/api/getSession.ts";
import { getSettings } from "../../engine/api/getSettings.ts";
import type { Settings } from "../../engine/api/types.ts";
import type { Locale } from "../../schemas/gen/manifest.gen.ts";
import { activateLocale } from "../../engine/i18n/activateLocale.ts";
import { pickLocale } from "../../schemas/pickLocale.ts";
import { type PageName, pathOf } from "../../engine/paths/zoneRoutes.ts";
import { localeAtom } from "../../engine/state/localeAtom.ts";
import { type Query, queryAtom } from "../../engine/state/queryAtom.ts";
import { sessionAtom } from "../../engine/state/sessionAtom.ts";
import { settingsAtom } from "../../engine/state/settingsAtom.ts";
import type { Zone } from "../../engine/api/Zone.ts";
import { zoneAtom } from "../../engine/state/zoneAtom.ts";
import { ANALYTICS_HOST, INTERNET_CHECK_URL, type SessionState, type VoucherAnswer } from "./cannedApi.ts";
import { installCannedApi } from "./installCannedApi.ts";

/** Every zone the build found, read at run time: a new manifest shows up without a new story. */
export const ZONES = Object.keys(zoneLoaders).sort();

export const QUERY: Query = { mac: "02:00:00:5e:10:01", zoneId: "gallery-zone", retryCount: 0 };

export interface GalleryArgs {
  zone: string;
  page: PageName;
  session: SessionState;
  voucher: VoucherAnswer;
  trialAvailable: boolean;
}

export async function loadZone(prefix: string): Promise<Zone> {
  const loader = zoneLoaders[prefix];
  if (!loader) throw new Error(`no zone '${prefix}' in this build; known: ${ZONES.join(", ")}`);
  return (await loader()).default as Zone;
}

/** The first zone (in ZONES order) whose page has a node of this type; the stories that need one ask. */
export async function firstZoneWith(page: PageName, type: string): Promise<string> {
  for (const prefix of ZONES) {
    if ((await loadZone(prefix)).pages[page]?.some((node) => node.type === type)) return prefix;
  }
  throw new Error(`no zone has a ${type} on its ${page}`);
}

/** What must hold on any zone page: no 404, no unknown-widget fallback. */
export const renderedFully = (root: HTMLElement) => ({
  notFound: [...root.querySelectorAll("h1")].some((h) => h.textContent === "Page not found"),
  unknown: [...root.querySelectorAll("[data-unknown-widget]")].map((e) =>
    e.getAttribute("data-unknown-widget"),
  ),
});

export const settingsFor = (zone: Zone): Settings => ({
  zonePrefix: zone.zonePrefix,
  internetCheckUrl: INTERNET_CHECK_URL,
  zoneId: QUERY.zoneId,
  tier: zone.tier,
  analyticsHost: ANALYTICS_HOST,
  testMode: false,
});

/** A page's path; a route parameter gets the canned open zone's id. */
export const pagePath = (page: PageName) => pathOf(page).replace(/:\w+/g, "1");

export interface Started {
  store: ReturnType<typeof createStore>;
  location: ReturnType<typeof memoryLocation>;
  /** the locale's own instance, as main.tsx makes one for the page */
  i18n: I18n;
}

/** A fresh store with the atoms boot would set; the session comes through the engine's api function. */
export async function storeFor(zone: Zone, settings: Settings, locale: Locale): Promise<Started["store"]> {
  setApiZone(QUERY.zoneId);
  const store = createStore();
  store.set(queryAtom, QUERY);
  store.set(settingsAtom, settings);
  store.set(zoneAtom, zone);
  store.set(localeAtom, locale);
  store.set(sessionAtom, await getSession(QUERY.mac));
  return store;
}

export type Gallery = Started & { restore: () => void; events: string[] };

/**
 * What boot does, against the canned API: settings and session come through the engine's own api
 * functions, so the canned answers also pass its schema validators. Returns the canned API's undo.
 */
export async function startZone(zone: Zone, args: GalleryArgs, wanted: string): Promise<Gallery> {
  const events: string[] = [];
  const restore = installCannedApi({ ...args, settings: settingsFor(zone), events });
  const locale = pickLocale(zone.locales, wanted, undefined);
  const i18n = setupI18n();
  await activateLocale(i18n, locale);
  setApiZone(QUERY.zoneId);
  const store = await storeFor(zone, await getSettings(), locale);
  const location = memoryLocation({ path: pagePath(args.page), record: true });
  return { store, location, i18n, restore, events };
}

/** The shell's providers around engine output, as main.tsx sets them up. */
export function Engine({ started, children }: { started: Started; children: ReactNode }) {
  return (
    <Provider store={started.store}>
      <I18nProvider i18n={started.i18n}>
        <Router hook={started.location.hook} searchHook={started.location.searchHook}>
          {children}
        </Router>
      </I18nProvider>
    </Provider>
  );
}
