import { afterEach, describe, expect, it } from "vitest";
import { DEVICE_CONNECTED, DEVICE_USED_UP, startApp, type TestApp } from "./helpers/testApp.ts";

const mac = "0f:00:00:00:00:01";
const q = (device: string, extra = "") => `mac=${device}&zoneId=gn-premium-demo${extra}`;

describe("access-controller simulator", () => {
  let t: TestApp;
  afterEach(() => t.close());

  // the test's one browser (t.api's), whose session the simulator's redirects act on
  const get = (url: string) =>
    t.app.inject({ method: "GET", url, headers: t.cookie ? { cookie: t.cookie } : {} });
  const session = async (device: string) => (await t.api("GET", `/api/v1/session/${device}`)).json();

  it("/auth sends a device without backend auth back to the portal, counting the retry", async () => {
    t = await startApp();
    const res = await get(`/auth?${q(mac, "&captiveStep=3&retryCount=2")}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/?mac=${mac}&zoneId=gn-premium-demo&retryCount=3`);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect((await get(`/auth?${q(mac)}`)).headers.location).toMatch(/retryCount=1$/);
  });

  it("/auth lets a backend-authed device online and sends it to the status page", async () => {
    t = await startApp();
    await t.api("POST", "/api/v1/voucher/auth", { mac, voucher: "DEMO1234", termsAccepted: true });
    expect((await session(mac)).isAccessControllerAuthed).toBe(false);
    const res = await get(`/auth?mac=0F-00-00-00-00-01&zoneId=gn-premium-demo&captiveStep=3&retryCount=0`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/status?mac=${mac}&zoneId=gn-premium-demo`);
    expect((await session(mac)).isAccessControllerAuthed).toBe(true);
  });

  it("/auth refuses a used-up session", async () => {
    t = await startApp();
    expect((await get(`/auth?${q(DEVICE_USED_UP)}`)).headers.location).toMatch(/^\/\?.*retryCount=1$/);
  });

  it("/logout takes the device offline (accounting Stop) and goes to the start page without the session redirect", async () => {
    t = await startApp();
    const res = await get(`/logout?${q(DEVICE_CONNECTED)}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(
      `/start?mac=${DEVICE_CONNECTED}&zoneId=gn-premium-demo&ignoreSessionRedirect=true`,
    );
    // the gateway's logout ends its session; the portal's own logout call ends the backend's
    expect(await session(DEVICE_CONNECTED)).toMatchObject({
      isBackendAuthed: true,
      isAccessControllerAuthed: false,
    });
  });

  it("/tempbypass, /cnabypass and /triggerrelay redirect to the portal's pages", async () => {
    t = await startApp();
    expect((await get(`/tempbypass?${q(mac, "&captiveStep=7&retryCount=1")}`)).headers.location).toBe(
      `/store?checkout=1&mac=${mac}&zoneId=gn-premium-demo`,
    );
    expect((await get(`/cnabypass?${q(mac, "&captiveStep=1")}`)).headers.location).toBe(
      `/cna?mac=${mac}&zoneId=gn-premium-demo`,
    );
    // the cruise flow: after validation (8) the login page polls it, after a charge (9) the package page
    const relay = (step: number) =>
      get(`/triggerrelay?${q(mac, `&captiveStep=${step}&retryCount=0&relayId=r-1`)}`);
    expect((await relay(8)).statusCode).toBe(302);
    expect((await relay(8)).headers.location).toBe(
      `/start?mac=${mac}&zoneId=gn-premium-demo&ignoreSessionRedirect=true`,
    );
    expect((await relay(9)).headers.location).toBe(`/store?mac=${mac}&zoneId=gn-premium-demo`);
    expect((await relay(3)).headers.location).toBe(`/start?mac=${mac}&zoneId=gn-premium-demo`);
  });

  it("answers bad queries with JSON errors, never a redirect elsewhere", async () => {
    t = await startApp();
    expect((await get(`/auth?mac=${mac}&zoneId=nowhere`)).statusCode).toBe(404);
    expect((await get(`/auth?mac=${mac}&zoneId=//evil.example`)).statusCode).toBe(404);
    expect((await get(`/auth?mac=bad&zoneId=gn-premium-demo`)).json().message).toBe("malformed mac");
    expect((await get(`/auth?mac=${mac}`)).statusCode).toBe(400);
    expect((await get(`/auth?${q(mac, "&retryCount=-1")}`)).statusCode).toBe(400);
  });

  it("has no test-mode routes outside test mode", async () => {
    t = await startApp();
    expect((await t.api("POST", "/api/v1/radius/authorize", { mac })).statusCode).toBe(404);
    expect((await t.api("POST", "/api/v1/radius/accounting", { mac })).statusCode).toBe(404);
    expect((await t.api("POST", "/api/v1/relay/r-1", { mac })).statusCode).toBe(404);
  });

  it("tells the portal to fake redirects only when asked, apart from the test endpoints", async () => {
    t = await startApp({ testMode: { on: true } });
    expect((await t.api("GET", "/api/v1/settings")).json().testMode).toBe(false);
    await t.close();
    t = await startApp({ testMode: { fakeRedirects: true } });
    expect((await t.api("GET", "/api/v1/settings")).json().testMode).toBe(true);
    expect((await t.api("POST", "/api/v1/radius/authorize", { mac })).json()).toMatchObject({
      authorized: false,
    });
  });

  it("in test mode, POST twins answer where the browser would go", async () => {
    t = await startApp({ testMode: { on: true } });
    const refused = await t.api("POST", "/api/v1/radius/authorize", { mac, retryCount: 0 });
    expect(refused.json()).toEqual({
      authorized: false,
      redirect: `/?mac=${mac}&zoneId=gn-premium-demo&retryCount=1`,
    });
    await t.api("POST", "/api/v1/voucher/auth", { mac, voucher: "DEMO1234", termsAccepted: true });
    const allowed = await t.api("POST", "/api/v1/radius/authorize", { mac, captiveStep: 3 });
    expect(allowed.json()).toEqual({
      authorized: true,
      redirect: `/status?mac=${mac}&zoneId=gn-premium-demo`,
    });
    expect((await t.api("POST", "/api/v1/radius/accounting", { mac, bytes: 5000 })).statusCode).toBe(200);
    expect((await session(mac)).bytesUsed).toBe(5000);
    expect((await t.api("POST", "/api/v1/relay/r-1", { mac, captiveStep: 9 })).json()).toEqual({
      redirect: `/store?mac=${mac}&zoneId=gn-premium-demo`,
    });
    expect((await t.api("POST", "/api/v1/radius/authorize", { mac }, "nowhere")).statusCode).toBe(404);
  });
});
