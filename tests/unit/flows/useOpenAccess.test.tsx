// @vitest-environment jsdom
import { act, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setApiZone } from "../../../engine/api/apiClient.ts";
import { useOpenAccess } from "../../../engine/flows/useOpenAccess.ts";
import { useTrialConnect } from "../../../engine/flows/useTrialConnect.ts";
import { navigateAway } from "../../../engine/redirect/navigateAway.ts";
import { errorsAtom } from "../../../engine/state/errorsAtom.ts";
import { QUERY, renderFlow } from "../renderFlow.tsx";
import { answerApi } from "../answerApi.ts";
import { session } from "./sessions.ts";

vi.mock("../../../engine/redirect/navigateAway.ts", () => ({ navigateAway: vi.fn() }));

const mac = encodeURIComponent(QUERY.mac);
const OPENS = { "GET /api/v1/opens/zone": { status: 200, body: [{ id: 3, keyword: "free" }] } };
const AUTH = `POST /api/v1/open/3/auth/${mac}`;

beforeEach(() => setApiZone(QUERY.zoneId));
afterEach(() => {
  vi.clearAllMocks();
});

describe("useOpenAccess", () => {
  it("offers an available open zone behind the terms modal, flags unticked terms, then activates it", async () => {
    const api = answerApi({
      ...OPENS,
      [`GET /api/v1/open/3/available/${mac}`]: { status: 200, body: true },
      [AUTH]: { status: 200 },
    });
    const flow = renderFlow(() => useOpenAccess("free"), { path: "/start" });
    await waitFor(() => expect(flow.result.current.status).toBe("available"));
    act(() => flow.result.current.openModal());
    expect(flow.result.current.modalOpen).toBe(true);
    await act(async () => flow.result.current.connect());
    expect(flow.result.current.termsFlagged).toBe(true);
    expect(api.calls).not.toContain(AUTH);
    act(() => flow.result.current.setTermsAccepted(true));
    await act(async () => flow.result.current.connect());
    expect(api.calls).toContain(AUTH);
    // the server refuses an open access whose terms the body does not say were accepted
    expect(api.sent.find((s) => s.call === AUTH)?.body).toEqual({ termsAccepted: true });
    expect(navigateAway).toHaveBeenCalledWith(
      `/auth?mac=${mac}&zoneId=${QUERY.zoneId}&captiveStep=3&retryCount=0`,
    );
  });

  it("cancel closes the modal and forgets the ticked box", async () => {
    answerApi({ ...OPENS, [`GET /api/v1/open/3/available/${mac}`]: { status: 200, body: true } });
    const flow = renderFlow(() => useOpenAccess("free"), { path: "/start" });
    await waitFor(() => expect(flow.result.current.status).toBe("available"));
    act(() => flow.result.current.openModal());
    act(() => flow.result.current.setTermsAccepted(true));
    act(() => flow.result.current.closeModal());
    expect(flow.result.current.modalOpen).toBe(false);
    expect(flow.result.current.termsAccepted).toBe(false);
  });

  it("on a refused activation the modal closes and says why, and the offer asks again (issue 28, defect 6)", async () => {
    const api = answerApi({
      ...OPENS,
      [`GET /api/v1/open/3/available/${mac}`]: { status: 200, body: true },
      [AUTH]: { status: 409, body: { message: "not available" } },
    });
    const flow = renderFlow(() => useOpenAccess("free"), { path: "/start" });
    await waitFor(() => expect(flow.result.current.status).toBe("available"));
    act(() => flow.result.current.openModal());
    act(() => flow.result.current.setTermsAccepted(true));
    const asked = api.calls.length;
    await act(async () => flow.result.current.connect());
    expect(flow.result.current.loading).toBe(false);
    expect(flow.result.current.modalOpen).toBe(false);
    // 409: not for this device now
    expect(flow.store.get(errorsAtom).map((e) => e.key)).toEqual(["gen.service-unavailable"]);
    expect(navigateAway).not.toHaveBeenCalled();
    await waitFor(() => expect(api.calls.slice(asked)).toContain("GET /api/v1/opens/zone"));
  });

  it("is 'active' when the open zone is not available and the device is connected", async () => {
    answerApi({ ...OPENS, [`GET /api/v1/open/3/available/${mac}`]: { status: 200, body: false } });
    const flow = renderFlow(() => useOpenAccess("free"), {
      path: "/start",
      session: session({ isAuthOpen: true, authOpenKeyword: "free" }),
    });
    await waitFor(() => expect(flow.result.current.status).toBe("active"));
  });

  it("is 'unavailable' when the zone has no open of that keyword", async () => {
    answerApi(OPENS);
    const flow = renderFlow(() => useOpenAccess("trial-premium"), { path: "/start" });
    await waitFor(() => expect(flow.result.current.status).toBe("unavailable"));
  });
});

describe("useTrialConnect on the terms-only page", () => {
  it("takes the 'Agree to terms' press as the acceptance", async () => {
    const api = answerApi({ [AUTH]: { status: 200 } });
    const flow = renderFlow(() => useTrialConnect(3, { agreeByClick: true, showTimeout: true }), {
      path: "/start",
    });
    await act(async () => flow.result.current.connect());
    expect(api.calls).toEqual([AUTH]);
    expect(navigateAway).toHaveBeenCalledOnce();
  });

  it("shows the 'timeout' message when the activation fails", async () => {
    answerApi({ [AUTH]: { status: 500 } });
    const flow = renderFlow(() => useTrialConnect(3, { agreeByClick: true, showTimeout: true }), {
      path: "/start",
    });
    await act(async () => flow.result.current.connect());
    expect(flow.store.get(errorsAtom).map((e) => e.key)).toEqual(["gen.timeout"]);
    expect(flow.result.current.loading).toBe(false);
  });
});
