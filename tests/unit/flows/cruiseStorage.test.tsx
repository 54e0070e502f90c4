// @vitest-environment jsdom
import { renderHook, waitFor } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { useCruisePackages } from "../../../engine/flows/useCruisePackages.ts";
import { cruiseStorage, withPurchased } from "../../../engine/state/cruiseStorage.ts";
import { queryAtom } from "../../../engine/state/queryAtom.ts";
import { zoneAtom } from "../../../engine/state/zoneAtom.ts";
import { QUERY } from "../renderFlow.tsx";
import { answerApi } from "../answerApi.ts";
import { CRUISE_API, RELAY, WIRE_PACKAGES } from "./cruiseApi.ts";

const pkg = {
  id: "P1",
  title: "Wi-Fi 1 hour",
  duration: 1,
  durationUnit: "hours" as const,
  listItems: ["a"],
};

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe("cruiseStorage", () => {
  it("keeps purchases under the zone prefix, newest first, one entry per code", () => {
    const store = createStore();
    const stella = cruiseStorage.purchased("meridian/stella");
    const add = (p: typeof pkg & { voucherCode: string }) =>
      store.set(stella, withPurchased("meridian/stella", p));
    add({ ...pkg, voucherCode: "AAAA1111" });
    add({ ...pkg, id: "P2", voucherCode: "BBBB2222" });
    add({ ...pkg, voucherCode: "AAAA1111" });
    expect(store.get(stella).map((p) => p.voucherCode)).toEqual(["AAAA1111", "BBBB2222"]);
    expect(Object.keys(localStorage)).toEqual(["meridian/stella/purchasedPackages"]);
    // the next page load reads what was stored
    expect(
      createStore()
        .get(stella)
        .map((p) => p.voucherCode),
    ).toEqual(["AAAA1111", "BBBB2222"]);
    expect(store.get(cruiseStorage.purchased("meridian/marina"))).toEqual([]);
  });

  it("reads damaged or foreign values as absent instead of failing", () => {
    localStorage.setItem("meridian/stella/purchasedPackages", '[{"id":"x"},null,"y",{"voucherCode":1}]');
    sessionStorage.setItem("user", '{"lastname":"A"}');
    sessionStorage.setItem("chargePackage", "{not json");
    sessionStorage.setItem("validateRelayId", "42");
    const store = createStore();
    expect(store.get(cruiseStorage.purchased("meridian/stella"))).toEqual([]);
    expect(store.get(cruiseStorage.user)).toBeNull();
    expect(store.get(cruiseStorage.chargePackage)).toBeNull();
    expect(store.get(cruiseStorage.validateRelayId)).toBeNull();
  });
});

describe("the package page under React's StrictMode", () => {
  it("keeps the validation through the double mount and still forgets it when left", async () => {
    // stored by the login page before the controller's round trip
    sessionStorage.setItem(
      "user",
      JSON.stringify({ lastname: "A", key: "KK", email: "a@b.cd", dob: "1990-01-01" }),
    );
    sessionStorage.setItem("validateRelayId", JSON.stringify(RELAY));
    answerApi({ [CRUISE_API.packages]: { status: 200, body: WIRE_PACKAGES } });
    const store = createStore();
    store.set(queryAtom, QUERY);
    store.set(zoneAtom, { zonePrefix: "meridian/stella" } as never);
    const location = memoryLocation({ path: "/store", record: true });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>
        <Router hook={location.hook}>{children}</Router>
      </Provider>
    );
    // StrictMode mounts, unmounts and mounts again at once, as `npm run dev` does
    const flow = renderHook(() => useCruisePackages(), { wrapper, reactStrictMode: true });
    await waitFor(() => expect(flow.result.current.packages).toHaveLength(2));
    expect(JSON.parse(sessionStorage.getItem("validateRelayId") ?? "null")).toBe(RELAY);
    expect(location.history).toEqual(["/store"]);
    flow.unmount();
    expect(sessionStorage.getItem("validateRelayId")).toBeNull();
  });
});
