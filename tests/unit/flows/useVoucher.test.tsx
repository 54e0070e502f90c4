// @vitest-environment jsdom
import { act, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setApiZone } from "../../../engine/api/apiClient.ts";
import { useVoucher } from "../../../engine/flows/useVoucher.ts";
import { navigateAway } from "../../../engine/redirect/navigateAway.ts";
import { errorsAtom } from "../../../engine/state/errorsAtom.ts";
import { type Answer, answerApi } from "../answerApi.ts";
import { QUERY, renderFlow } from "../renderFlow.tsx";

vi.mock("../../../engine/redirect/navigateAway.ts", () => ({ navigateAway: vi.fn() }));

const AUTH = "POST /api/v1/voucher/auth";
const answer = (status: number, body: unknown = {}): Answer => ({ status, body });
// the API's answers to the voucher, in turn
let api = answerApi({});
const answerAuth = (...answers: Answer[]) => {
  api = answerApi({ [AUTH]: answers });
};

beforeEach(() => {
  api = answerApi({});
  setApiZone(QUERY.zoneId);
});
afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
});

function errorIds(store: ReturnType<typeof renderFlow>["store"]) {
  return store.get(errorsAtom).map((e) => e.key);
}

async function toTerms(code: string) {
  const flow = renderFlow(() => useVoucher());
  act(() => flow.result.current.setCode(code));
  act(() => flow.result.current.submit());
  return flow;
}

async function acceptTerms(flow: Awaited<ReturnType<typeof toTerms>>) {
  act(() => flow.result.current.setTermsAccepted(true));
  await act(async () => flow.result.current.accept());
}

function sentBody(call = 0) {
  return api.sent[call]?.body;
}

describe("useVoucher", () => {
  it.each(["", "ab", "  x "])(
    "refuses %j as 'Invalid voucher code' without calling the server",
    async (code) => {
      const flow = await toTerms(code);
      expect(flow.result.current.step).toBe("idle");
      expect(errorIds(flow.store)).toEqual(["gen.invalidvoucher"]);
      expect(api.calls).toEqual([]);
    },
  );

  it("opens the terms step and flags the checkbox for 10 s when terms are not accepted", async () => {
    vi.useFakeTimers();
    const flow = await toTerms("demo1234");
    expect(flow.result.current.step).toBe("terms");
    act(() => flow.result.current.accept());
    expect(flow.result.current.termsFlagged).toBe(true);
    expect(api.calls).toEqual([]);
    act(() => vi.advanceTimersByTime(9999));
    expect(flow.result.current.termsFlagged).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(flow.result.current.termsFlagged).toBe(false);
  });

  it("activates the upper-cased code with the zone header, then redirects with captiveStep 3 and retryCount 0", async () => {
    answerAuth(answer(200));
    const flow = await toTerms(" demo1234 ");
    await acceptTerms(flow);
    await waitFor(() => expect(navigateAway).toHaveBeenCalledOnce());
    expect(api.calls).toEqual([AUTH]);
    expect(api.sent[0]?.headers.get("X-Zone-Public-Id")).toBe(QUERY.zoneId);
    expect(sentBody()).toEqual({
      mac: QUERY.mac,
      voucher: "DEMO1234",
      logoutOldest: false,
      termsAccepted: true,
    });
    expect(navigateAway).toHaveBeenCalledWith(
      `/auth?mac=${encodeURIComponent(QUERY.mac)}&zoneId=${QUERY.zoneId}&captiveStep=3&retryCount=0`,
    );
  });

  it("sends a code typed as a printed voucher shows it, in two groups, without the gap", async () => {
    answerAuth(answer(200));
    const flow = await toTerms("qe4a dqne");
    await acceptTerms(flow);
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(sentBody()).toEqual({
      mac: QUERY.mac,
      voucher: "QE4ADQNE",
      logoutOldest: false,
      termsAccepted: true,
    });
  });

  it("asks before logging the oldest device out on a 300, and resubmits with logoutOldest", async () => {
    answerAuth(answer(300, { message: "device limit" }), answer(200));
    const flow = await toTerms("BUSY5678");
    await acceptTerms(flow);
    await waitFor(() => expect(flow.result.current.step).toBe("conflict"));
    expect(navigateAway).not.toHaveBeenCalled();
    await act(async () => flow.result.current.confirmConflict());
    await waitFor(() => expect(navigateAway).toHaveBeenCalledOnce());
    expect(sentBody(1)).toMatchObject({ voucher: "BUSY5678", logoutOldest: true, termsAccepted: true });
  });

  it("closes the warning on cancel without a second call", async () => {
    answerAuth(answer(300));
    const flow = await toTerms("BUSY5678");
    await acceptTerms(flow);
    await waitFor(() => expect(flow.result.current.step).toBe("conflict"));
    act(() => flow.result.current.cancel());
    expect(flow.result.current.step).toBe("idle");
    expect(api.calls).toEqual([AUTH]);
  });

  it.each([
    [404, "gen.invalidvoucher"],
    [409, "gen.auth-conflict"],
    [500, "gen.timeout"],
  ])("shows the spec's message for HTTP %i and returns to idle", async (status, id) => {
    answerAuth(answer(status, { message: "no" }));
    const flow = await toTerms("OLD12345");
    await acceptTerms(flow);
    await waitFor(() => expect(flow.result.current.step).toBe("idle"));
    expect(errorIds(flow.store)).toEqual([id]);
    expect(navigateAway).not.toHaveBeenCalled();
  });

  it("treats a network failure as failed, not as a crash", async () => {
    answerAuth("network error");
    const flow = await toTerms("TEST0001");
    await acceptTerms(flow);
    await waitFor(() => expect(errorIds(flow.store)).toEqual(["gen.timeout"]));
  });
});
