import type { I18n } from "@lingui/core";
import type { createStore } from "jotai";
import type { Locale } from "../../schemas/gen/manifest.gen.ts";
import { getSession } from "../api/getSession.ts";
import { setApiZone } from "../api/apiClient.ts";
import { activateLocale } from "../i18n/activateLocale.ts";
import { pickLocale } from "../../schemas/pickLocale.ts";
import { storedLocale } from "../i18n/storedLocale.ts";
import { writeStored } from "../state/browserStorage.ts";
import { localeAtom } from "../state/localeAtom.ts";
import { queryAtom } from "../state/queryAtom.ts";
import { sessionAtom } from "../state/sessionAtom.ts";
import { isDevFlagOn } from "../state/devFlag.ts";
import { controllerReturnAtom } from "../state/controllerReturnAtom.ts";
import { connectingAtom } from "../state/connectingAtom.ts";
import { controllerReturnOf, storeCaptiveContext } from "../state/storeCaptiveContext.ts";
import { settingsAtom } from "../state/settingsAtom.ts";
import { zoneAtom } from "../state/zoneAtom.ts";
import { applyTheme } from "../theme/applyTheme.ts";
import { isAllowedControllerHost } from "../redirect/isAllowedControllerHost.ts";
import { loadZone } from "./loadZone.ts";
import { applyHandoff } from "./applyHandoff.ts";
import { payloadQuery, readBootPayload } from "./readBootPayload.ts";
import type { Entry } from "./readEntry.ts";
import { seedStore } from "./seedStore.ts";
import type { Zone } from "../api/Zone.ts";
import { readStoredQuery } from "./readQuery.ts";
import type { BootOutcome } from "../routes/BootOutcome.ts";

// the routes draw it: its type is theirs, below boot
export type { BootOutcome };
type Store = ReturnType<typeof createStore>;
const ENGINE_LOCALES: Locale[] = ["en", "sv", "el"];

// the browser's languages in its order of preference: what its Accept-Language told the server
const browserLanguages = (): readonly string[] =>
  navigator.languages?.length ? navigator.languages : [navigator.language];

/**
 * Start-up, in the spec's order: query → settings → zone routes → locale → session. `entry` is the
 * address as main.tsx read it, once (readEntry.ts). The locale is activated in `i18n`, the
 * instance the page's I18nProvider holds.
 */
export async function boot(store: Store, entry: Entry, i18n: I18n): Promise<BootOutcome> {
  const fromUrl = entry.query;
  if (fromUrl) writeStored("session", "query", fromUrl);
  storeCaptiveContext(entry);
  // kept for the session: the entry redirect drops the URL's query
  isDevFlagOn(entry.dev);
  store.set(controllerReturnAtom, controllerReturnOf(entry.returned));
  store.set(connectingAtom, entry.connecting);
  // a new tab (the terms beside a checkbox) has no stored query: its page names the device
  const fromPage = fromUrl || readStoredQuery() ? null : payloadQuery();
  if (fromPage) writeStored("session", "query", fromPage);
  const query = fromUrl ?? readStoredQuery() ?? fromPage;
  // the engine's locales by the same rule, for a page without a zone (the server drew it alike)
  const fallbackLocale = async () => {
    const locale = pickLocale(ENGINE_LOCALES, storedLocale(entry.lang, ENGINE_LOCALES), browserLanguages());
    await activateLocale(i18n, locale);
    store.set(localeAtom, locale);
  };
  if (!query) {
    await fallbackLocale();
    return { kind: "no-query" };
  }
  store.set(queryAtom, query);
  setApiZone(query.zoneId);
  const inlined = readBootPayload(query);
  if (inlined) writeStored("session", "settings", { zoneId: query.zoneId, settings: inlined.settings });
  try {
    // the manifest the page carried, as the zone registry checked it (its schema's root only here)
    const { settings, zone } =
      inlined?.manifest !== undefined
        ? { settings: inlined.settings, zone: inlined.manifest as unknown as Zone }
        : await loadZone(query.zoneId);
    // what the server drew from, set as the server set it (seedStore.ts): the first render matches
    if (inlined) {
      seedStore(store, inlined, zone);
      applyHandoff(zone.zonePrefix, inlined.handoff);
    } else {
      store.set(settingsAtom, settings);
      store.set(zoneAtom, zone);
    }
    applyTheme(zone.brand);
    // refused before any voucher is spent on a device that could not be sent to its controller
    const ip = query.accessControllerIp;
    if (ip !== undefined && !isAllowedControllerHost(ip, zone.network?.controllerHosts)) {
      writeStored("session", "query", null);
      await fallbackLocale();
      return { kind: "refused" };
    }
    const locale = pickLocale(zone.locales, storedLocale(entry.lang, zone.locales), browserLanguages());
    await activateLocale(i18n, locale, zone.labels);
    store.set(localeAtom, locale);
  } catch (error) {
    console.error("start-up failed", error);
    await fallbackLocale();
    return { kind: "failed", error };
  }
  // the page's own session is in the store already (seedStore)
  if (!inlined)
    try {
      store.set(sessionAtom, await getSession(query.mac));
    } catch (error) {
      console.error("session fetch failed", error);
    }
  return { kind: "ready", fromPage: inlined !== null };
}
