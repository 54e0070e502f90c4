// @vitest-environment jsdom
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, render, screen } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { setApiZone } from "../../../engine/api/apiClient.ts";
import { toCruisePackage } from "../../../engine/api/cruisePms.ts";
import { translated } from "../../../engine/flows/useTranslated.ts";
import { CruisePurchasedPackagesBinding } from "../../../engine/render/bindings/CruisePurchasedPackagesBinding.tsx";
import { StoreCheckoutBinding } from "../../../engine/render/bindings/StoreCheckoutBinding.tsx";
import { cruiseStorage, toStoredPackage, withPurchased } from "../../../engine/state/cruiseStorage.ts";
import { localeAtom } from "../../../engine/state/localeAtom.ts";
import { queryAtom } from "../../../engine/state/queryAtom.ts";
import { settingsAtom } from "../../../engine/state/settingsAtom.ts";
import { zoneAtom } from "../../../engine/state/zoneAtom.ts";
import { messages as sv } from "../../../locales/sv/messages.po";
import { answerApi } from "../answerApi.ts";
import { WIRE_PACKAGES } from "../flows/cruiseApi.ts";
import { PREFIX, SETTINGS } from "../flows/storeKit.tsx";
import { QUERY } from "../renderFlow.tsx";

const ITEM = {
  ...{ id: 11, name: "1 hour", description: "Up to 20 Mbit/s on one device", grossAmount: 450 },
  translations: {
    en: { name: "1 hour", description: "Up to 20 Mbit/s on one device" },
    sv: { name: "1 timme", description: "Upp till 20 Mbit/s på en enhet" },
    el: { name: "1 ώρα", description: "Έως 20 Mbit/s σε μία συσκευή" },
  },
};
const ZONE = {
  zonePrefix: PREFIX,
  tier: "premium-cc",
  locales: ["en", "sv", "el"],
  brand: { name: "JetWave", colors: { primary: "#0072BC", body: "#eef0f1" } },
  pages: { StartPage: [], LoginVoucher: [], Store: [{ type: "StoreCheckout" }] },
};

const i18n = setupI18n();
function mount(children: ReactNode, locale: "en" | "sv" | "el") {
  const store = createStore();
  store.set(queryAtom, QUERY);
  store.set(settingsAtom, SETTINGS);
  store.set(zoneAtom, ZONE as never);
  store.set(localeAtom, locale);
  const location = memoryLocation({ path: "/store" });
  render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <Router hook={location.hook}>{children}</Router>
      </I18nProvider>
    </Provider>,
  );
  return store;
}

beforeEach(() => {
  i18n.loadAndActivate({ locale: "sv", messages: sv });
  setApiZone(QUERY.zoneId);
  localStorage.clear();
});
afterEach(() => cleanup());

describe("store items and cruise packages in the visitor's language", () => {
  it("the store lists its items in the language chosen, and switches with it", async () => {
    answerApi({
      "GET /api/v1/store/zone": {
        status: 200,
        body: { availableStoreItems: [ITEM], currency: "EUR", currencyDecimals: 2, maxCheckoutItems: 1 },
      },
    });
    const store = mount(<StoreCheckoutBinding />, "sv");
    expect(await screen.findByText("1 timme")).toBeTruthy();
    expect(screen.getByText("Upp till 20 Mbit/s på en enhet")).toBeTruthy();
    act(() => store.set(localeAtom, "el"));
    expect(await screen.findByText("1 ώρα")).toBeTruthy();
    expect(screen.queryByText("1 timme")).toBeNull();
  });

  it("an item without translations (another backend's) keeps its own words", () => {
    const plain: { id: number; name: string; translations?: undefined } = { id: 1, name: "Day pass" };
    expect(translated(plain, "sv")).toBe(plain);
    expect(translated(ITEM, "sv")).toMatchObject({ name: "1 timme", grossAmount: 450 });
    // a language the server did not send: the zone's first language, as the API's own fields
    expect(translated(ITEM, "de")).toMatchObject({ name: "1 hour" });
  });

  it("a cruise purchase is kept with its words in every language, and read in the one chosen later", async () => {
    const wire = {
      ...WIRE_PACKAGES[0],
      translations: {
        en: { title: "Wi-Fi 24 hours", description: ["Unlimited data", "1 device"] },
        sv: { title: "Wifi 24 timmar", description: ["Obegränsad data", "1 enhet"] },
      },
    } as Parameters<typeof toCruisePackage>[0];
    const pkg = toCruisePackage(wire);
    expect(pkg.translations?.sv).toEqual({
      title: "Wifi 24 timmar",
      listItems: ["Obegränsad data", "1 enhet"],
    });
    const bought = { ...toStoredPackage(pkg), voucherCode: "AAAA2222" };
    localStorage.setItem(`${PREFIX}/purchasedPackages`, JSON.stringify(withPurchased(PREFIX, bought)));
    // what a page load reads back: the translations survive the device's storage
    expect(createStore().get(cruiseStorage.purchased(PREFIX))[0]?.translations?.sv?.title).toBe(
      "Wifi 24 timmar",
    );
    answerApi({});
    mount(<CruisePurchasedPackagesBinding />, "sv");
    expect(await screen.findByText("Wifi 24 timmar")).toBeTruthy();
  });

  it("a stored purchase whose translations are not words is not read as a purchase", () => {
    const broken = {
      ...toStoredPackage(toCruisePackage(WIRE_PACKAGES[0] as never)),
      voucherCode: "AAAA2222",
    };
    localStorage.setItem(
      `${PREFIX}/purchasedPackages`,
      JSON.stringify([{ ...broken, translations: { sv: { title: 7, listItems: [] } } }]),
    );
    expect(createStore().get(cruiseStorage.purchased(PREFIX))).toEqual([]);
  });
});
