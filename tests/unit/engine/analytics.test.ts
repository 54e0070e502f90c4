// @vitest-environment jsdom
import { act } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { analyticsSessionId } from "../../../engine/flows/analyticsSessionId.ts";
import { useTrack } from "../../../engine/flows/useTrack.ts";
import { settingsAtom } from "../../../engine/state/settingsAtom.ts";
import { QUERY, renderFlow } from "../renderFlow.tsx";

afterEach(() => vi.unstubAllGlobals());

describe("analytics", () => {
  it("hashes the lower-cased mac, the zone and the time rounded to 5 minutes, and caches it", () => {
    const t = Date.parse("2026-11-22T12:01:00Z");
    const first = analyticsSessionId("02:00:00:00:00:AB", "z-one", t);
    expect(first).toMatch(/^[0-9a-f]+$/);
    expect(analyticsSessionId("02:00:00:00:00:ab", "z-one", t + 10 * 60_000)).toBe(first);
    const other = analyticsSessionId("02:00:00:00:00:cd", "z-one", t);
    expect(other).not.toBe(first);
  });

  it("PUTs timestamp, sessionId, zoneId and event to the analytics host without credentials, with the zone header", () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetchMock);
    const flow = renderFlow(() => useTrack());
    act(() => flow.store.set(settingsAtom, { analyticsHost: "/api" } as never));
    act(() => flow.result.current("ACTIVATE_VOUCHER_ATTEMPT"));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/v1/analytics/onboard");
    expect(init.method).toBe("PUT");
    expect(init.credentials).toBe("omit");
    expect(new Headers(init.headers).get("X-Zone-Public-Id")).toBe(QUERY.zoneId);
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({ zoneId: QUERY.zoneId, event: "ACTIVATE_VOUCHER_ATTEMPT" });
    expect(Date.parse(body.timestamp)).not.toBeNaN();
    expect(body.sessionId).toMatch(/^[0-9a-f]+$/);
  });

  it("never breaks the flow when the analytics call fails", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("offline"))),
    );
    const flow = renderFlow(() => useTrack());
    act(() => flow.store.set(settingsAtom, { analyticsHost: "/api" } as never));
    expect(() => act(() => flow.result.current("StartPage"))).not.toThrow();
  });
});
