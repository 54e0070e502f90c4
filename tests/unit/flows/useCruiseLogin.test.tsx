// @vitest-environment jsdom
import { act, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setApiZone } from "../../../engine/api/apiClient.ts";
import { useCruiseLogin } from "../../../engine/flows/useCruiseLogin.ts";
import { navigateAway } from "../../../engine/redirect/navigateAway.ts";
import { errorsAtom } from "../../../engine/state/errorsAtom.ts";
import { QUERY, renderFlow } from "../renderFlow.tsx";
import { json, RELAY, scriptedFetch, WIRE_PACKAGES } from "./cruiseFetch.ts";

vi.mock("../../../engine/redirect/navigateAway.ts", () => ({ navigateAway: vi.fn() }));

const { fetchMock, calls } = scriptedFetch();
const stored = (key: string) => JSON.parse(sessionStorage.getItem(key) ?? "null");
const USER = { lastname: "Lindqvist", key: "MRD-4711", email: "anna@example.org", dob: "1984-03-12" };

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  setApiZone(QUERY.zoneId);
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  fetchMock.mockReset();
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
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("stores the booking, asks for validation and goes to the controller with 8/0 and the relay id", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { id: RELAY }));
    const flow = renderFlow(() => useCruiseLogin(), { path: "/start" });
    fill(flow);
    act(() => flow.result.current.submit());
    expect(flow.result.current.step).toBe("terms");
    await act(async () => flow.result.current.accept());
    expect(flow.result.current.termsFlagged).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => flow.result.current.setTermsAccepted(true));
    await act(async () => flow.result.current.accept());
    expect(calls()).toEqual([
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
    fetchMock.mockResolvedValueOnce(json(500, { message: "boom" }));
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
    fetchMock.mockResolvedValueOnce(json(202)).mockResolvedValueOnce(json(200, { packages: WIRE_PACKAGES }));
    vi.useFakeTimers();
    const flow = renderFlow(() => useCruiseLogin(), { path: "/start" });
    expect(flow.result.current.step).toBe("checking");
    // the stored booking fills the form again
    expect(flow.result.current.form).toEqual(USER);
    await act(async () => vi.advanceTimersByTimeAsync(3000));
    expect(calls().map((c) => c.url)).toEqual([
      `/api/v1/store/celestyal/pms/validate/poll/${RELAY}`,
      `/api/v1/store/celestyal/pms/validate/poll/${RELAY}`,
    ]);
    expect(flow.location.history.at(-1)).toBe("/store");
  });

  it("a refused booking shows the server's message as received and forgets the relay id", async () => {
    sessionStorage.setItem("validateRelayId", JSON.stringify(RELAY));
    fetchMock.mockResolvedValueOnce(json(200, { message: "No booking matches." }));
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
    fetchMock.mockImplementation(async () =>
      json(status, status === 202 ? undefined : { message: "unknown relay id" }),
    );
    vi.useFakeTimers();
    const flow = renderFlow(() => useCruiseLogin(), { path: "/start" });
    await act(async () => vi.advanceTimersByTimeAsync(wait));
    expect(errorKeys(flow)).toEqual(["cruise.error.unknown"]);
    expect(fetchMock.mock.calls.length).toBeLessThanOrEqual(10);
    expect(stored("validateRelayId")).toBeNull();
    expect(flow.result.current.step).toBe("idle");
  });
});
