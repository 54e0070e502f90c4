import { renderHook } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import type { ReactNode } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { Session } from "../../engine/api/types.ts";
import { type Query, queryAtom } from "../../engine/state/queryAtom.ts";
import { sessionAtom } from "../../engine/state/sessionAtom.ts";

export const QUERY: Query = { mac: "02:00:00:00:00:aa", zoneId: "gn-premium-demo", retryCount: 0 };

/** Renders a flow hook inside a jotai store and an in-memory router, as the app would. */
export function renderFlow<T>(
  hook: () => T,
  options: { query?: Query | null; session?: Session | null; path?: string } = {},
) {
  const store = createStore();
  store.set(queryAtom, options.query === undefined ? QUERY : options.query);
  store.set(sessionAtom, options.session ?? null);
  const location = memoryLocation({ path: options.path ?? "/login/voucher", record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <Router hook={location.hook}>{children}</Router>
    </Provider>
  );
  return { ...renderHook(hook, { wrapper }), store, location };
}
