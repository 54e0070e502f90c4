// @vitest-environment jsdom
import { act, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setApiZone } from "../../../engine/api/apiClient.ts";
import { useCruiseLogin } from "../../../engine/flows/useCruiseLogin.ts";
import { navigateAway } from "../../../engine/redirect/navigateAway.ts";
import { errorsAtom } from "../../../engine/state/errorsAtom.ts";
import { QUERY, renderFlow } from "../renderFlow.tsx";
import { answerApi, passTime } from "../answerApi.ts";
import { CRUISE_API, RELAY, WIRE_PACKAGES } from "./cruiseApi.ts";

vi.mock("../../../engine/redirect/navigateAway.ts", () => ({ navigateAway: vi.fn() }));

const stored = (key: string) => JSON.parse(sessionStorage.getItem(key) ?? "null");
const USER = { lastname: "Lindqvist", key: "MRD-4711", email: "anna@example.org", dob: "1984-03-12" };

beforeEach(() => {
  setApiZone(QUERY.zoneId);
  sessionStorage.clear();
});
afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
});

function fill(flow: ReturnType<typeof renderFlow<ReturnType<typeof useCruiseLogin>>>, user = USER) {
  act(() => {
    flow.result.current.setField("lastname", ` ${user.lastname} `);
    flow.result.current.setField("key", user.key);
    flow.result.current.setField("email", user.email);
    flow.result.current.setField("dob", user.dob);
  });
}

const errorKeys = (flow: { store: ReturnType<typeof renderFlow>["store"] }) =>
  flow.store.get(errorsAtom).map((e) => e.key);

describe("useCruiseLogin: steps 1 and 2 of the cruise flow", () => {
  it("shows the form's errors and opens no terms step while a field is wrong", () => {
    const api = answerApi({});
    const flow = renderFlow(() => useCruiseLogin(), { path: "/start" });
    act(() => flow.result.current.submit());
    expect(flow.result.current.errors).toEqual({
      lastname: "required",
      key: "required",
      email: "required",
      dob: "required",
    });
    expect(flow.result.current.step).toBe("idle");
    act(() => flow.result.current.setField("key", "K"));
    expect(flow.result.current.errors.key).toBeUndefined();
    expect(api.calls).toEqual([]);
  });

  it("stores the booking, asks for validation and goes to the controller with 8/0 and the relay id", async () => {
    const api = answerApi({ [CRUISE_API.validate]: { status: 200, body: { id: RELAY } } });
    const flow = renderFlow(() => useCruiseLogin(), { path: "/start" });
    fill(flow);
    act(() => flow.result.current.submit());
    expect(flow.result.current.step).toBe("terms");
    await act(async () => flow.result.current.accept());
    expect(flow.result.current.termsFlagged).toBe(true);
    expect(api.calls).toEqual([]);
    act(() => flow.result.current.setTermsAccepted(true));
    await act(async () => flow.result.current.accept());
    expect(api.sent.map(({ url, method, body }) => ({ url, method, body }))).toEqual([
      {
        url: "/api/v1/store/celestyal/pms/validate",
        method: "POST",
        body: {
          lastname: "Lindqvist",
          personalKey: "MRD-4711",
          email: "anna@example.org",
          dateOfBirth: "1984-03-12",
        },
      },
    ]);
    expect(stored("user")).toEqual(USER);
    expect(stored("validateRelayId")).toBe(RELAY);
    expect(navigateAway).toHaveBeenCalledWith(
      `/triggerrelay?mac=${encodeURIComponent(QUERY.mac)}&zoneId=${QUERY.zoneId}&captiveStep=8&retryCount=0&relayId=${RELAY}`,
    );
  });

  it("shows 'Unknown error' when the validation request fails, and stays on the form", async () => {
    answerApi({ [CRUISE_API.validate]: { status: 500, body: { message: "boom" } } });
    const flow = renderFlow(() => useCruiseLogin(), { path: "/start" });
    fill(flow);
    act(() => flow.result.current.submit());
    act(() => flow.result.current.setTermsAccepted(true));
    await act(async () => flow.result.current.accept());
    expect(errorKeys(flow)).toEqual(["cruise.error.unknown"]);
    expect(flow.result.current.step).toBe("idle");
    expect(stored("validateRelayId")).toBeNull();
    expect(navigateAway).not.toHaveBeenCalled();
  });

  it("back from the controller, polls the stored relay id and opens the package page", async () => {
    sessionStorage.setItem("validateRelayId", JSON.stringify(RELAY));
    sessionStorage.setItem("user", JSON.stringify(USER));
    const api = answerApi({
      [CRUISE_API.validatePoll]: [
        { status: 202, body: null },
        { status: 200, body: { packages: WIRE_PACKAGES } },
      ],
    });
    vi.useFakeTimers();
    const flow = renderFlow(() => useCruiseLogin(), { path: "/start" });
    expect(flow.result.current.step).toBe("checking");
    // the stored booking fills the form again
    expect(flow.result.current.form).toEqual(USER);
    await act(() => passTime(4000, () => flow.location.history.at(-1) === "/store"));
    expect(api.sent.map((s) => s.url)).toEqual([
      `/api/v1/store/celestyal/pms/validate/poll/${RELAY}`,
      `/api/v1/store/celestyal/pms/validate/poll/${RELAY}`,
    ]);
    expect(flow.location.history.at(-1)).toBe("/store");
  });

  it("a refused booking shows the server's message as received and forgets the relay id", async () => {
    sessionStorage.setItem("validateRelayId", JSON.stringify(RELAY));
    answerApi({ [CRUISE_API.validatePoll]: { status: 200, body: { message: "No booking matches." } } });
    const flow = renderFlow(() => useCruiseLogin(), { path: "/start" });
    await waitFor(() => expect(flow.result.current.step).toBe("idle"));
    expect(flow.store.get(errorsAtom).map((e) => e.message)).toEqual(["No booking matches."]);
    expect(stored("validateRelayId")).toBeNull();
    expect(flow.location.history).toEqual(["/start"]);
  });

  // banners live 10 s: look before the error pushed first has gone
  it.each([
    ["outlasts 10 polls", 202, 27_000],
    ["answers with an error", 404, 1000],
  ])("a validation that %s shows 'Unknown error. Please try again.'", async (_what, status, wait) => {
    sessionStorage.setItem("validateRelayId", JSON.stringify(RELAY));
    const api = answerApi({
      [CRUISE_API.validatePoll]: { status, body: status === 202 ? null : { message: "unknown relay id" } },
    });
    vi.useFakeTimers();
    const flow = renderFlow(() => useCruiseLogin(), { path: "/start" });
    await act(() => passTime(wait + 1000, () => errorKeys(flow).length > 0));
    expect(errorKeys(flow)).toEqual(["cruise.error.unknown"]);
    expect(api.calls.length).toBeLessThanOrEqual(10);
    expect(stored("validateRelayId")).toBeNull();
    expect(flow.result.current.step).toBe("idle");
  });
});
