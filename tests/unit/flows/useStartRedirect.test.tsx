// @vitest-environment jsdom
import { waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setApiZone } from "../../../engine/api/apiClient.ts";
import { useStartRedirect } from "../../../engine/flows/useStartRedirect.ts";
import { navigateAway } from "../../../engine/redirect/navigateAway.ts";
import { answerApi } from "../answerApi.ts";
import { QUERY, renderFlow } from "../renderFlow.tsx";
import { session } from "./sessions.ts";

vi.mock("../../../engine/redirect/navigateAway.ts", () => ({ navigateAway: vi.fn() }));
const RESET = `POST /api/v1/session/reset/${encodeURIComponent(QUERY.mac)}`;
let api = answerApi({});

beforeEach(() => {
  api = answerApi({ [RESET]: { status: 200 } });
  setApiZone(QUERY.zoneId);
});
afterEach(() => {
  vi.clearAllMocks();
});

const start = (s: ReturnType<typeof session> | null, path = "/start") =>
  renderFlow(() => useStartRedirect(), { session: s, path });

describe("auto redirect on start pages", () => {
  it("goes to the status page when there is a session", async () => {
    const flow = start(session());
    await waitFor(() => expect(flow.location.history).toContain("/status"));
  });

  it("stays without a session", () => {
    const flow = start(null);
    expect(flow.location.history).toEqual(["/start"]);
  });

  it("stays with ignoreSessionRedirect", () => {
    const flow = start(session(), "/start?ignoreSessionRedirect=true");
    expect(flow.location.history).toEqual(["/start?ignoreSessionRedirect=true"]);
  });

  it("stays when the session is used up and no reset is coming", () => {
    const flow = start(session({ isSessionUsedUp: true, nextReset: null }));
    expect(flow.location.history).toEqual(["/start"]);
  });

  it("goes to the status page when used up but a reset is coming", async () => {
    const flow = start(session({ isSessionUsedUp: true, nextReset: "2026-11-23T00:00:00Z" }));
    await waitFor(() => expect(flow.location.history).toContain("/status"));
  });

  it.each(["ACCESS_CONTROLLER_AUTOMATIC", "CNA_AUTOMATIC"])(
    "posts a reset then redirects to the controller when the reset is %s",
    async (resetMethod) => {
      start(
        session({ isSessionResetAvailable: true, resetMethod: resetMethod as never, isSessionUsedUp: true }),
      );
      await waitFor(() => expect(navigateAway).toHaveBeenCalledOnce());
      expect(api.calls).toEqual([RESET]);
      expect(vi.mocked(navigateAway).mock.calls[0]?.[0]).toMatch(/^\/auth\?.*captiveStep=3&retryCount=0$/);
    },
  );

  it("does not reset automatically for a MANUAL reset method", async () => {
    const flow = start(session({ isSessionResetAvailable: true, resetMethod: "MANUAL" }));
    await waitFor(() => expect(flow.location.history).toContain("/status"));
    expect(api.calls).toEqual([]);
  });
});
