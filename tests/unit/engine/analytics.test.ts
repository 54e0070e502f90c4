// @vitest-environment jsdom
import { act } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { analyticsSessionId } from "../../../engine/flows/analyticsSessionId.ts";
import { useTrack } from "../../../engine/flows/useTrack.ts";
import { settingsAtom } from "../../../engine/state/settingsAtom.ts";
import { answerApi } from "../answerApi.ts";
import { QUERY, renderFlow } from "../renderFlow.tsx";
import { scaled } from "../../timeoutFactor.ts";

describe("analytics", () => {
  it("hashes the lower-cased mac, the zone and the time rounded to 5 minutes, and caches it", () => {
    const t = Date.parse("2026-11-22T12:01:00Z");
    const first = analyticsSessionId("02:00:00:00:00:AB", "z-one", t);
    expect(first).toMatch(/^[0-9a-f]+$/);
    expect(analyticsSessionId("02:00:00:00:00:ab", "z-one", t + 10 * 60_000)).toBe(first);
    const other = analyticsSessionId("02:00:00:00:00:cd", "z-one", t);
    expect(other).not.toBe(first);
  });

  it("PUTs timestamp, sessionId, zoneId and event to the analytics host without credentials, with the zone header", async () => {
    const api = answerApi({ "PUT /api/v1/analytics/onboard": { status: 204, body: null } });
    // the request's credentials mode never reaches the wire: seen on the call itself
    const calls = vi.spyOn(globalThis, "fetch");
    const flow = renderFlow(() => useTrack());
    act(() => flow.store.set(settingsAtom, { analyticsHost: "/api" } as never));
    act(() => flow.result.current("ACTIVATE_VOUCHER_ATTEMPT"));
    await vi.waitFor(() => expect(api.sent).toHaveLength(1), { timeout: scaled(5_000) });
    const [sent] = api.sent;
    expect(sent?.url).toBe("/api/v1/analytics/onboard");
    expect(sent?.method).toBe("PUT");
    expect(calls.mock.calls[0]?.[1]?.credentials).toBe("omit");
    calls.mockRestore();
    expect(sent?.headers.get("X-Zone-Public-Id")).toBe(QUERY.zoneId);
    const body = sent?.body as { timestamp: string; sessionId: string };
    expect(body).toMatchObject({ zoneId: QUERY.zoneId, event: "ACTIVATE_VOUCHER_ATTEMPT" });
    expect(Date.parse(body.timestamp)).not.toBeNaN();
    expect(body.sessionId).toMatch(/^[0-9a-f]+$/);
  });

  it("never breaks the flow when the analytics call fails", () => {
    answerApi({ "PUT /api/v1/analytics/onboard": "network error" });
    const flow = renderFlow(() => useTrack());
    act(() => flow.store.set(settingsAtom, { analyticsHost: "/api" } as never));
    expect(() => act(() => flow.result.current("StartPage"))).not.toThrow();
  });
});
