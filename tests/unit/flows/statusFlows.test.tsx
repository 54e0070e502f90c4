// @vitest-environment jsdom
import { act, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setApiZone } from "../../../engine/api/apiClient.ts";
import { useSessionReset } from "../../../engine/flows/useSessionReset.ts";
import { useSimpleTrial } from "../../../engine/flows/useSimpleTrial.ts";
import { useSiteRedirect } from "../../../engine/flows/useSiteRedirect.ts";
import { useTrialStarted } from "../../../engine/flows/useTrialStarted.ts";
import { navigateAway } from "../../../engine/redirect/navigateAway.ts";
import { errorsAtom } from "../../../engine/state/errorsAtom.ts";
import { sessionAtom } from "../../../engine/state/sessionAtom.ts";
import { QUERY, renderFlow } from "../renderFlow.tsx";
import { answerApi } from "../answerApi.ts";
import { session } from "./sessions.ts";

vi.mock("../../../engine/redirect/navigateAway.ts", () => ({ navigateAway: vi.fn() }));

const mac = encodeURIComponent(QUERY.mac);
const RESET = `POST /api/v1/session/reset/${mac}`;
const usedUp = (overrides = {}) =>
  session({ isAccessControllerAuthed: false, isSessionUsedUp: true, isAuthOpen: true, ...overrides });

beforeEach(() => setApiZone(QUERY.zoneId));
afterEach(() => {
  vi.clearAllMocks();
});

describe("useSessionReset", () => {
  it("posts the reset, then sends the device to the controller with 3 and 0, loading all the way", async () => {
    const api = answerApi({ [RESET]: { status: 200 } });
    const flow = renderFlow(() => useSessionReset(), { path: "/status" });
    await act(async () => flow.result.current.reset());
    expect(api.calls).toEqual([RESET]);
    expect(flow.result.current.loading).toBe(true);
    expect(navigateAway).toHaveBeenCalledWith(
      `/auth?mac=${mac}&zoneId=${QUERY.zoneId}&captiveStep=3&retryCount=0`,
    );
  });

  it("a refused reset ends the loading and says so, without leaving", async () => {
    answerApi({ [RESET]: { status: 409, body: { message: "session reset is not available now" } } });
    const flow = renderFlow(() => useSessionReset(), { path: "/status" });
    await act(async () => flow.result.current.reset());
    expect(flow.result.current.loading).toBe(false);
    expect(flow.store.get(errorsAtom).map((e) => e.key)).toEqual(["gen.timeout"]);
    expect(navigateAway).not.toHaveBeenCalled();
  });
});

describe("useSimpleTrial", () => {
  const opens = (available: boolean) => ({
    "GET /api/v1/opens/zone": { status: 200, body: [{ id: 1, keyword: "trial" }] },
    [`GET /api/v1/open/1/available/${mac}`]: { status: 200, body: available },
  });

  it("shows the form for an available trial", async () => {
    answerApi(opens(true));
    const flow = renderFlow(() => useSimpleTrial("trial"), { path: "/start" });
    expect(flow.result.current.state).toBe("loading");
    await waitFor(() => expect(flow.result.current).toEqual({ state: "form", mode: "trial", openId: 1 }));
  });

  it("shows the form to reset a used-up session whose reset is available", async () => {
    answerApi(opens(false));
    const flow = renderFlow(() => useSimpleTrial("trial"), {
      path: "/start",
      session: usedUp({ isSessionResetAvailable: true, resetMethod: "MANUAL" }),
    });
    await waitFor(() => expect(flow.result.current).toEqual({ state: "form", mode: "reset" }));
  });

  it("says 'service unavailable' for a session that is not connected and cannot reset", async () => {
    answerApi(opens(true)); // the server would offer it, but an open session without reset rules it out
    const flow = renderFlow(() => useSimpleTrial("trial"), { path: "/start", session: usedUp() });
    await waitFor(() => expect(flow.result.current.state).toBe("unavailable"));
  });

  it("says 'Activated' when the device is connected", async () => {
    answerApi(opens(false));
    const flow = renderFlow(() => useSimpleTrial("trial"), { path: "/start", session: session() });
    await waitFor(() => expect(flow.result.current.state).toBe("active"));
  });
});

describe("useTrialStarted", () => {
  it("greets a device connected on the premium trial until OK", () => {
    const flow = renderFlow(() => useTrialStarted(), {
      path: "/status",
      session: session({ isAuthOpen: true, authOpenKeyword: "trial-premium", authVoucherCode: null }),
    });
    expect(flow.result.current.open).toBe(true);
    act(() => flow.result.current.close());
    expect(flow.result.current.open).toBe(false);
  });

  it.each([
    ["on free access", session({ isAuthOpen: true, authOpenKeyword: "free" })],
    [
      "once the trial is over",
      session({ authOpenKeyword: "trial-premium", isAccessControllerAuthed: false, isSessionUsedUp: true }),
    ],
  ])("stays closed %s", (_, current) => {
    const flow = renderFlow(() => useTrialStarted(), { path: "/status", session: current });
    expect(flow.result.current.open).toBe(false);
  });
});

describe("useSiteRedirect", () => {
  it("sends a device whose session is in use to the operator's site", () => {
    const flow = renderFlow(() => useSiteRedirect("https://www.operator.example/"), {
      path: "/status",
      session: session(),
    });
    expect(flow.result.current).toBe(true);
    expect(navigateAway).toHaveBeenCalledWith("https://www.operator.example/");
  });

  it("keeps a used-up session (and a device without one) on the page", () => {
    const flow = renderFlow(() => useSiteRedirect("https://www.operator.example/"), {
      path: "/status",
      session: usedUp(),
    });
    expect(flow.result.current).toBe(false);
    act(() => flow.store.set(sessionAtom, null));
    expect(flow.result.current).toBe(false);
    expect(navigateAway).not.toHaveBeenCalled();
  });
});
