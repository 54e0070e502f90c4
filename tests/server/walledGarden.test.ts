import { afterEach, describe, expect, it } from "vitest";
import { clock, DEVICE_CONNECTED, DEVICE_USED_UP, startApp, type TestApp, ZONE } from "./helpers/testApp.ts";

const probe = (t: TestApp, mac: string) =>
  t.app.inject({ method: "GET", url: `/generate_204?mac=${mac}&zoneId=${ZONE}` });

describe("the access-controller simulator's walled garden (the internet check, per device)", () => {
  let t: TestApp;
  afterEach(async () => t.close());

  it("lets an authorised device reach the internet; sends any other to the portal", async () => {
    t = await startApp();
    expect((await probe(t, DEVICE_CONNECTED)).statusCode).toBe(204);
    const captive = await probe(t, DEVICE_USED_UP);
    expect(captive.statusCode).toBe(302);
    expect(captive.headers.location).toBe(`/?mac=${DEVICE_USED_UP}&zoneId=${ZONE}`);
    expect((await probe(t, "02:00:00:00:99:99")).statusCode).toBe(302);
    expect((await probe(t, "nonsense")).statusCode).toBe(400);
  });

  it("a temporary bypass opens a window of ten minutes for a device without access", async () => {
    const c = clock();
    t = await startApp({ storage: { now: c.now } });
    const mac = "02:00:00:00:99:01";
    expect((await probe(t, mac)).statusCode).toBe(302);
    await t.app.inject({
      method: "GET",
      url: `/tempbypass?mac=${mac}&zoneId=${ZONE}&captiveStep=7&retryCount=1`,
    });
    expect((await probe(t, mac)).statusCode).toBe(204);
    c.advance(10 * 60_000);
    expect((await probe(t, mac)).statusCode).toBe(302);
  });

  it("settings name the probe with the device left to the portal to fill in", async () => {
    t = await startApp();
    expect((await t.api("GET", "/api/v1/settings")).json().internetCheckUrl).toBe(
      "/generate_204?mac={mac}&zoneId={zoneId}",
    );
  });
});

describe("POST /api/test/device (test mode)", () => {
  let t: TestApp;
  afterEach(async () => t.close());
  const put = (body: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url: "/api/test/device", payload: { zoneId: ZONE, ...body } });

  it("sets a device's state directly: used up with reset, logged out, on a fresh voucher", async () => {
    t = await startApp({ testMode: { on: true } });
    const mac = "02:00:00:00:98:01";
    const reset = { method: "MANUAL", periodMinutes: 30 };
    expect((await put({ mac, access: "trial", startedMinutesAgo: 45, reset })).statusCode).toBe(200);
    expect((await t.api("GET", `/api/v1/session/${mac}`)).json()).toMatchObject({
      isSessionUsedUp: true,
      isSessionResetAvailable: true,
      authOpenKeyword: "trial",
    });
    const voucher = await put({ mac, access: "voucher", backendAuthed: false });
    expect(voucher.json().voucherCode).toMatch(/^S[0-9A-F]{7}$/);
    // read as the device's own browser: a voucher code is shown to nobody else
    t.bind(mac);
    expect((await t.api("GET", `/api/v1/session/${mac}`)).json()).toMatchObject({
      isBackendAuthed: false,
      isAccessControllerAuthed: false,
      isSessionUsedUp: false,
      authVoucherCode: voucher.json().voucherCode,
    });
  });

  it("refuses an access the zone lacks, bad input, and does not exist outside test mode", async () => {
    t = await startApp({ testMode: { on: true } });
    expect((await put({ mac: "02:00:00:00:98:02", access: "free" })).statusCode).toBe(404);
    expect((await put({ mac: "02:00:00:00:98:02", access: "gold" })).statusCode).toBe(400);
    expect((await put({ mac: "bad", access: "voucher" })).statusCode).toBe(400);
    await t.close();
    t = await startApp();
    expect((await put({ mac: "02:00:00:00:98:02", access: "voucher" })).statusCode).toBe(404);
  });
});
