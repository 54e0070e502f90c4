import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clock, DEVICE_CONNECTED, DEVICE_USED_UP, startApp, type TestApp } from "./helpers/testApp.ts";

// demo device 2 runs in 30-minute periods
const PERIOD = 30 * 60_000;

describe("session reset and logout", () => {
  let t: TestApp;
  const c = clock();
  beforeEach(async () => {
    c.t = Date.now();
    t = await startApp({ storage: { now: c.now } });
  });
  afterEach(() => t.close());

  const session = async (mac: string) => (await t.api("GET", `/api/v1/session/${mac}`)).json();

  it("reset starts a fresh period on a used-up session with reset available", async () => {
    const res = await t.api("POST", `/api/v1/session/reset/${DEVICE_USED_UP}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    expect(await session(DEVICE_USED_UP)).toMatchObject({
      isBackendAuthed: true,
      isAccessControllerAuthed: false,
      bytesUsed: 0,
      isSessionUsedUp: false,
      isSessionResetAvailable: false,
      endTime: new Date(c.t + PERIOD).toISOString(),
      nextReset: new Date(c.t + PERIOD).toISOString(),
    });
    expect((await t.api("POST", `/api/v1/session/reset/${DEVICE_USED_UP}`)).statusCode).toBe(409);
  });

  it("reset is available again when the new period ends", async () => {
    await t.api("POST", `/api/v1/session/reset/${DEVICE_USED_UP}`);
    c.advance(PERIOD);
    expect(await session(DEVICE_USED_UP)).toMatchObject({
      isSessionUsedUp: true,
      isSessionResetAvailable: true,
    });
    expect((await t.api("POST", `/api/v1/session/reset/${DEVICE_USED_UP}`)).statusCode).toBe(200);
  });

  it("accepts an empty JSON body, as some clients send one", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/v1/session/reset/${DEVICE_USED_UP}`,
      headers: { "x-zone-public-id": "gn-premium-demo", "content-type": "application/json" },
      payload: "",
    });
    expect(res.statusCode).toBe(200);
  });

  it("reset is 409 when not available and 404 without a session", async () => {
    const refused = await t.api("POST", `/api/v1/session/reset/${DEVICE_CONNECTED}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ statusCode: 409, message: "session reset is not available now" });
    expect((await t.api("POST", "/api/v1/session/reset/0d:00:00:00:00:01")).statusCode).toBe(404);
    expect((await session(DEVICE_CONNECTED)).isAccessControllerAuthed).toBe(true);
  });

  it("logout de-authorises the device and frees its voucher slot", async () => {
    expect(
      (
        await t.api("POST", "/api/v1/voucher/auth", {
          mac: "0d:00:00:00:00:02",
          voucher: "LIVE0001",
          termsAccepted: true,
        })
      ).statusCode,
    ).toBe(300);
    const res = await t.api("POST", `/api/v1/session/logout/${DEVICE_CONNECTED}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    expect(await session(DEVICE_CONNECTED)).toMatchObject({
      isBackendAuthed: false,
      isAccessControllerAuthed: false,
    });
    expect(
      (
        await t.api("POST", "/api/v1/voucher/auth", {
          mac: "0d:00:00:00:00:02",
          voucher: "LIVE0001",
          termsAccepted: true,
        })
      ).statusCode,
    ).toBe(200);
  });

  it("logout is 404 for a device without a session", async () => {
    expect((await t.api("POST", "/api/v1/session/logout/0d:00:00:00:00:03")).statusCode).toBe(404);
  });
});
