import { renderHook } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import type { ReactNode } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { Session, Settings } from "../../../engine/api/types.ts";
import { localeAtom } from "../../../engine/state/localeAtom.ts";
import { queryAtom } from "../../../engine/state/queryAtom.ts";
import { sessionAtom } from "../../../engine/state/sessionAtom.ts";
import { settingsAtom } from "../../../engine/state/settingsAtom.ts";
import type { Zone } from "../../../engine/api/Zone.ts";
import { zoneAtom } from "../../../engine/state/zoneAtom.ts";
import { QUERY } from "../renderFlow.tsx";

export const PREFIX = "jetwave/swift";
export const SETTINGS = {
  zonePrefix: PREFIX,
  zoneId: "jw-swift-demo",
  tier: "premium-cc",
  internetCheckUrl: "/api/v1/internet-check",
  analyticsHost: "/api",
  testMode: false,
  checkoutScriptUrl: "/payment-sandbox/v1/checkout.js",
  checkoutKey: "sandbox-checkout-key",
} as Settings;
const ZONE = {
  zonePrefix: PREFIX,
  tier: "premium-cc",
  locales: ["en", "sv"],
  brand: { name: "JetWave", colors: { primary: "#0072BC", body: "#eef0f1" } },
  pages: { StartPage: [], LoginVoucher: [] },
} as unknown as Zone;

export const PUBLIC_ID = "AAAAAAAAAAAAAAAAAAAAAA";
export const STORE = {
  availableStoreItems: [
    { id: 11, name: "1 hour", description: "", grossAmount: 450 },
    { id: 12, name: "Crossing", description: "", grossAmount: 900 },
  ],
  currency: "EUR",
  currencyDecimals: 2,
  maxCheckoutItems: 2,
};

/** A store flow inside the app's atoms (zone, settings, locale, query) and an in-memory router. */
export function renderStoreFlow<T>(
  hook: () => T,
  options: { path?: string; session?: Session | null; locale?: "en" | "sv" | "el" } = {},
) {
  const store = createStore();
  store.set(queryAtom, QUERY);
  store.set(settingsAtom, SETTINGS);
  store.set(zoneAtom, ZONE);
  store.set(localeAtom, options.locale ?? "en");
  store.set(sessionAtom, options.session ?? null);
  const [path, search] = (options.path ?? "/store").split("?");
  const location = memoryLocation({ path: path ?? "/store", searchPath: search ?? "", record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {children}
      </Router>
    </Provider>
  );
  return { ...renderHook(hook, { wrapper }), store, location };
}

/** Dibs.Checkout as the provider's script defines it, keeping what it was given. */
export function fakeDibs() {
  const made: {
    options: Record<string, unknown>;
    handlers: Record<string, (p: unknown) => void>;
    cleaned: boolean;
  }[] = [];
  class Checkout {
    entry: (typeof made)[number];
    constructor(options: Record<string, unknown>) {
      this.entry = { options, handlers: {}, cleaned: false };
      made.push(this.entry);
    }
    on(event: string, handler: (p: unknown) => void) {
      this.entry.handlers[event] = handler;
    }
    cleanup() {
      this.entry.cleaned = true;
    }
  }
  (window as unknown as { Dibs: unknown }).Dibs = { Checkout };
  return made;
}
