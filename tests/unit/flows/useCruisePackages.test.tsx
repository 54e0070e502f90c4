// @vitest-environment jsdom
import { act, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setApiZone } from "../../../engine/api/apiClient.ts";
import { COMPLETED_PAUSE_MS, useCruisePackages } from "../../../engine/flows/useCruisePackages.ts";
import { navigateAway } from "../../../engine/redirect/navigateAway.ts";
import { errorsAtom } from "../../../engine/state/errorsAtom.ts";
import { zoneAtom } from "../../../engine/state/zoneAtom.ts";
import { QUERY, renderFlow } from "../renderFlow.tsx";
import { json, RELAY, scriptedFetch, WIRE_PACKAGES } from "./cruiseFetch.ts";

vi.mock("../../../engine/redirect/navigateAway.ts", () => ({ navigateAway: vi.fn() }));

const { fetchMock, calls } = scriptedFetch();
const USER = { lastname: "Lindqvist", key: "MRD-4711", email: "anna@example.org", dob: "1984-03-12" };
const CHARGE = "0a1b2c3d-0000-4000-8000-00000000beef";
const STORED_PACKAGE = {
  id: "WIFI-1H",
  title: "Wi-Fi 1 hour",
  duration: 1,
  durationUnit: "hours",
  listItems: ["Unlimited data"],
};
const PURCHASED = "meridian/stella/purchasedPackages";
const session = (key: string) => JSON.parse(sessionStorage.getItem(key) ?? "null");
const local = (key: string) => JSON.parse(localStorage.getItem(key) ?? "null");
const put = (key: string, value: unknown) => sessionStorage.setItem(key, JSON.stringify(value));

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  setApiZone(QUERY.zoneId);
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  fetchMock.mockReset();
  vi.useRealTimers();
});

function render() {
  const flow = renderFlow(() => useCruisePackages(), { path: "/store" });
  act(() => flow.store.set(zoneAtom, { zonePrefix: "meridian/stella" } as never));
  return flow;
}

const loggedIn = () => {
  put("user", USER);
  put("validateRelayId", RELAY);
};

describe("useCruisePackages: steps 3 to 7 of the cruise flow", () => {
  it("without a validateRelayId goes to the start page and fetches nothing", async () => {
    const flow = render();
    await waitFor(() => expect(flow.location.history.at(-1)).toBe("/start"));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("lists the booking's packages by relay id, prepaid first, in the portal's names", async () => {
    loggedIn();
    fetchMock.mockResolvedValueOnce(json(200, WIRE_PACKAGES));
    const flow = render();
    await waitFor(() => expect(flow.result.current.packages).toHaveLength(2));
    expect(calls()[0]?.url).toBe(`/api/v1/store/celestyal/pms/packages/${RELAY}`);
    expect(flow.result.current.packages?.[1]).toEqual({
      id: "WIFI-1H",
      title: "Wi-Fi 1 hour",
      listItems: ["Unlimited data"],
      prepaid: false,
      price: 490,
      currency: "EUR",
      duration: 1,
      durationUnit: "hours",
    });
  });

  it("pushes a package-list error as the server words it", async () => {
    loggedIn();
    fetchMock.mockResolvedValueOnce(
      json(409, { statusCode: 409, error: "Conflict", message: "Booking not found." }),
    );
    const flow = render();
    await waitFor(() =>
      expect(flow.store.get(errorsAtom).map((e) => e.message)).toEqual(["Booking not found."]),
    );
  });

  it("buying charges the booking, stores the relay id and package, and goes to the controller with 9/0", async () => {
    loggedIn();
    fetchMock
      .mockResolvedValueOnce(json(200, WIRE_PACKAGES))
      .mockResolvedValueOnce(json(200, { id: CHARGE }));
    const flow = render();
    await waitFor(() => expect(flow.result.current.packages).not.toBeNull());
    const oneHour = flow.result.current.packages?.[1];
    if (!oneHour) throw new Error("the list has the chargeable package");
    act(() => flow.result.current.select(oneHour));
    expect(flow.result.current.modal).toEqual({ pkg: oneHour, state: "confirm" });
    await act(async () => flow.result.current.buy());
    expect(calls()[1]).toEqual({
      url: "/api/v1/store/celestyal/pms/charge",
      method: "POST",
      body: {
        lastname: "Lindqvist",
        personalKey: "MRD-4711",
        dateOfBirth: "1984-03-12",
        celestyalPackage: "WIFI-1H",
        isPrePurchased: false,
      },
    });
    expect(session("chargeRelayId")).toBe(CHARGE);
    expect(session("chargePackage")).toEqual(STORED_PACKAGE);
    expect(navigateAway).toHaveBeenCalledWith(
      `/triggerrelay?mac=${encodeURIComponent(QUERY.mac)}&zoneId=${QUERY.zoneId}&captiveStep=9&retryCount=0&relayId=${CHARGE}`,
    );
  });

  it("back from the controller: polls the charge, keeps the code newest first, then Purchase complete", async () => {
    loggedIn();
    put("chargeRelayId", CHARGE);
    put("chargePackage", STORED_PACKAGE);
    localStorage.setItem(
      PURCHASED,
      JSON.stringify([{ ...STORED_PACKAGE, id: "OLD", voucherCode: "OLDCODE1" }]),
    );
    fetchMock.mockImplementation(async (url) =>
      String(url).includes("/charge/poll/") ? json(200, { code: "NEWCODE2" }) : json(200, WIRE_PACKAGES),
    );
    vi.useFakeTimers();
    const flow = render();
    expect(flow.result.current.modal?.state).toBe("charging");
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(flow.result.current.modal).toEqual({ pkg: STORED_PACKAGE, state: "complete" });
    expect(local(PURCHASED).map((p: { voucherCode: string }) => p.voucherCode)).toEqual([
      "NEWCODE2",
      "OLDCODE1",
    ]);
    expect(session("chargePackage")).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(COMPLETED_PAUSE_MS));
    expect(flow.location.history.at(-1)).toBe("/purchase-complete");
    // leaving after a purchase forgets the booking, the validation and the charge
    flow.unmount();
    expect([session("user"), session("validateRelayId"), session("chargeRelayId")]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it.each([
    [
      "is refused",
      () => json(200, { message: "This package is not available for your booking." }),
      0,
      "This package is not available for your booking.",
    ],
    [
      "outlasts 10 polls",
      () => json(202),
      27_000,
      "Unable to charge for package. Please contact service desk.",
    ],
    ["fails", () => json(500, { message: "x" }), 0, "Unknown error. Please try again."],
  ])(
    "a charge that %s shows its message, forgets the relay id and closes the modal",
    async (_what, answer, wait, text) => {
      loggedIn();
      put("chargeRelayId", CHARGE);
      put("chargePackage", STORED_PACKAGE);
      fetchMock.mockImplementation(async (url) =>
        String(url).includes("/charge/poll/") ? answer() : json(200, WIRE_PACKAGES),
      );
      vi.useFakeTimers();
      const flow = render();
      await act(async () => vi.advanceTimersByTimeAsync(wait));
      const shown = flow.store
        .get(errorsAtom)
        .map((e) => (typeof e.message === "string" ? e.message : e.message.message));
      expect(shown).toEqual([text]);
      expect(flow.result.current.modal).toBeNull();
      expect(session("chargeRelayId")).toBeNull();
      expect(local(PURCHASED)).toBeNull();
      // leaving without a purchase forgets the validation only
      flow.unmount();
      expect(session("validateRelayId")).toBeNull();
      expect(session("user")).toEqual(USER);
    },
  );
});
