import { afterEach, describe, expect, it } from "vitest";
import { fleetVariant } from "./helpers/fleetVariant.ts";
import { clock, DEVICE_CONNECTED, startApp, type TestApp } from "./helpers/testApp.ts";

const MIN = 60_000;
const HOUR = 60 * MIN;
const mac = "0e:00:00:00:00:01";

describe("open zones", () => {
  let t: TestApp;
  const c = clock();
  const cleanups: (() => void)[] = [];
  afterEach(async () => {
    await t.close();
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  const available = async (openId: number, device = mac) =>
    (await t.api("GET", `/api/v1/open/${openId}/available/${device}`)).json();
  const auth = (openId: number, device = mac) =>
    t.api("POST", `/api/v1/open/${openId}/auth/${device}`, { termsAccepted: true });
  const session = async () => (await t.api("GET", `/api/v1/session/${mac}`)).json();

  // a zone with all three keywords, in UTC or the time zone given
  async function startAllKeywords(start: string, timeZone?: string) {
    const variant = fleetVariant((fleet) => {
      if (timeZone) fleet.layout("gn-premium-demo").timeZone = timeZone;
      fleet.layout("gn-premium-demo").opens = [
        { id: 1, keyword: "trial" },
        { id: 2, keyword: "trial-premium" },
        { id: 3, keyword: "free", rxMaxBytesPerSecond: 250_000 },
      ];
      delete fleet.demo.zones["gn-premium-demo"];
    });
    cleanups.push(variant.remove);
    c.t = Date.parse(start);
    t = await startApp({ ...variant, storage: { now: c.now } });
  }

  it("lists the zone's opens", async () => {
    t = await startApp();
    const res = await t.api("GET", "/api/v1/opens/zone");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id: 1, keyword: "trial" }]);
  });

  it("trial: available, granted once, then not again within 24 hours", async () => {
    c.t = Date.parse("2026-06-01T12:00:00Z");
    t = await startApp({ storage: { now: c.now } });
    expect(await available(1)).toBe(true);
    const res = await auth(1);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    expect(await session()).toMatchObject({
      isBackendAuthed: true,
      isAuthOpen: true,
      authOpenKeyword: "trial",
      authVoucherCode: null,
      endTime: new Date(c.t + 30 * MIN).toISOString(),
      resetMethod: null,
    });
    expect(await available(1)).toBe(false);
    expect((await auth(1)).statusCode).toBe(409);
    c.advance(31 * MIN);
    expect((await session()).isSessionUsedUp).toBe(true);
    expect(await available(1)).toBe(false);
    c.advance(24 * HOUR);
    expect(await available(1)).toBe(true);
  });

  it("is not available to a device with an active session", async () => {
    t = await startApp();
    expect(await available(1, DEVICE_CONNECTED)).toBe(false);
    expect((await auth(1, DEVICE_CONNECTED)).statusCode).toBe(409);
  });

  it("answers 404 for an unknown open and 400 for a malformed id", async () => {
    t = await startApp();
    expect((await t.api("GET", `/api/v1/open/9/available/${mac}`)).statusCode).toBe(404);
    expect((await t.api("POST", `/api/v1/open/9/auth/${mac}`, { termsAccepted: true })).statusCode).toBe(404);
    expect((await t.api("GET", `/api/v1/open/abc/available/${mac}`)).statusCode).toBe(400);
    expect((await t.api("GET", `/api/v1/open/0/available/${mac}`)).statusCode).toBe(400);
  });

  it("trial-premium: 15 minutes once per calendar day (UTC when the zone names no time zone)", async () => {
    await startAllKeywords("2026-06-01T23:40:00Z");
    expect((await auth(2)).statusCode).toBe(200);
    expect((await session()).endTime).toBe("2026-06-01T23:55:00.000Z");
    c.t = Date.parse("2026-06-01T23:58:00Z");
    expect(await available(2)).toBe(false);
    c.t = Date.parse("2026-06-02T00:01:00Z");
    expect(await available(2)).toBe(true);
  });

  it("trial-premium: the calendar day is the zone's, in its manifest's time zone", async () => {
    // 23:40 in Stockholm (summer, UTC+2) is 21:40 UTC: the next day begins there at 22:00 UTC
    await startAllKeywords("2026-06-01T21:40:00Z", "Europe/Stockholm");
    expect((await auth(2)).statusCode).toBe(200);
    c.t = Date.parse("2026-06-01T21:58:00Z");
    expect(await available(2)).toBe(false);
    c.t = Date.parse("2026-06-01T22:01:00Z");
    expect(await available(2)).toBe(true);
    expect((await auth(2)).statusCode).toBe(200);
    // still 2 June in Stockholm at 23:59 UTC, though UTC's day has not begun
    c.t = Date.parse("2026-06-01T23:59:00Z");
    expect(await available(2)).toBe(false);
  });

  it("free: limited speed for 24 hours, then reset or reconnect", async () => {
    await startAllKeywords("2026-06-01T08:00:00Z");
    expect((await auth(3)).statusCode).toBe(200);
    expect(await session()).toMatchObject({
      authOpenKeyword: "free",
      rxMaxBytesPerSecond: 250_000,
      resetMethod: "MANUAL",
      endTime: "2026-06-02T08:00:00.000Z",
      nextReset: "2026-06-02T08:00:00.000Z",
      endTimePermanent: null,
      isSessionResetAvailable: false,
    });
    expect(await available(3)).toBe(false);
    c.advance(24 * HOUR);
    expect(await session()).toMatchObject({ isSessionUsedUp: true, isSessionResetAvailable: true });
    expect(await available(3)).toBe(true);
    expect((await t.api("POST", `/api/v1/session/reset/${mac}`)).statusCode).toBe(200);
    expect((await session()).endTime).toBe("2026-06-03T08:00:00.000Z");
  });
});
