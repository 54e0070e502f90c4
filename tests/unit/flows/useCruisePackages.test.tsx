// @vitest-environment jsdom
import { act, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setApiZone } from "../../../engine/api/apiClient.ts";
import { COMPLETED_PAUSE_MS, useCruisePackages } from "../../../engine/flows/useCruisePackages.ts";
import { navigateAway } from "../../../engine/redirect/navigateAway.ts";
import { errorsAtom } from "../../../engine/state/errorsAtom.ts";
import { zoneAtom } from "../../../engine/state/zoneAtom.ts";
import { QUERY, renderFlow } from "../renderFlow.tsx";
import { type Answer, answerApi, passTime } from "../answerApi.ts";
import { CRUISE_API, RELAY, WIRE_PACKAGES } from "./cruiseApi.ts";

vi.mock("../../../engine/redirect/navigateAway.ts", () => ({ navigateAway: vi.fn() }));

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

const PACKAGES_ANSWER = { [CRUISE_API.packages]: { status: 200, body: WIRE_PACKAGES } };

beforeEach(() => {
  setApiZone(QUERY.zoneId);
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  vi.clearAllMocks();
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
    const api = answerApi({});
    const flow = render();
    await waitFor(() => expect(flow.location.history.at(-1)).toBe("/start"));
    expect(api.calls).toEqual([]);
  });

  it("lists the booking's packages by relay id, prepaid first, in the portal's names", async () => {
    loggedIn();
    const api = answerApi(PACKAGES_ANSWER);
    const flow = render();
    await waitFor(() => expect(flow.result.current.packages).toHaveLength(2));
    expect(api.sent[0]?.url).toBe(`/api/v1/store/celestyal/pms/packages/${RELAY}`);
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
    answerApi({
      [CRUISE_API.packages]: {
        status: 409,
        body: { statusCode: 409, error: "Conflict", message: "Booking not found." },
      },
    });
    const flow = render();
    await waitFor(() =>
      expect(flow.store.get(errorsAtom).map((e) => e.message)).toEqual(["Booking not found."]),
    );
  });

  it("buying charges the booking, stores the relay id and package, and goes to the controller with 9/0", async () => {
    loggedIn();
    const api = answerApi({ ...PACKAGES_ANSWER, [CRUISE_API.charge]: { status: 200, body: { id: CHARGE } } });
    const flow = render();
    await waitFor(() => expect(flow.result.current.packages).not.toBeNull());
    const oneHour = flow.result.current.packages?.[1];
    if (!oneHour) throw new Error("the list has the chargeable package");
    act(() => flow.result.current.select(oneHour));
    expect(flow.result.current.modal).toEqual({ pkg: oneHour, state: "confirm" });
    await act(async () => flow.result.current.buy());
    const [, charge] = api.sent;
    expect({ url: charge?.url, method: charge?.method, body: charge?.body }).toEqual({
      url: "/api/v1/store/celestyal/pms/charge",
      method: "POST",
      body: {
        lastname: "Lindqvist",
        personalKey: "MRD-4711",
        dateOfBirth: "1984-03-12",
        celestyalPackage: "WIFI-1H",
        isPrePurchased: false,
        // accepted at the login that led here
        termsAccepted: true,
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
    answerApi({ ...PACKAGES_ANSWER, [CRUISE_API.chargePoll]: { status: 200, body: { code: "NEWCODE2" } } });
    vi.useFakeTimers();
    const flow = render();
    expect(flow.result.current.modal?.state).toBe("charging");
    await act(() => passTime(1000, () => flow.result.current.modal?.state === "complete"));
    expect(flow.result.current.modal).toEqual({ pkg: STORED_PACKAGE, state: "complete" });
    expect(local(PURCHASED).map((p: { voucherCode: string }) => p.voucherCode)).toEqual([
      "NEWCODE2",
      "OLDCODE1",
    ]);
    expect(session("chargePackage")).toBeNull();
    await act(() => passTime(COMPLETED_PAUSE_MS));
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
      { status: 200, body: { message: "This package is not available for your booking." } } as Answer,
      0,
      "This package is not available for your booking.",
    ],
    [
      "outlasts 10 polls",
      { status: 202, body: null } as Answer,
      27_000,
      "Unable to charge for package. Please contact service desk.",
    ],
    ["fails", { status: 500, body: { message: "x" } } as Answer, 0, "Unknown error. Please try again."],
  ])(
    "a charge that %s shows its message, forgets the relay id and closes the modal",
    async (_what, answer, wait, text) => {
      loggedIn();
      put("chargeRelayId", CHARGE);
      put("chargePackage", STORED_PACKAGE);
      answerApi({ ...PACKAGES_ANSWER, [CRUISE_API.chargePoll]: answer });
      vi.useFakeTimers();
      const flow = render();
      const shown = () =>
        flow.store
          .get(errorsAtom)
          .map((e) => (typeof e.message === "string" ? e.message : e.message.message));
      await act(() => passTime(wait + 1000, () => shown().length > 0));
      expect(shown()).toEqual([text]);
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
