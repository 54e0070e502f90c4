import { afterEach, describe, expect, it } from "vitest";
import { fleetVariant } from "./helpers/fleetVariant.ts";
import {
  clock,
  DEVICE_BUSY,
  DEVICE_CONNECTED,
  DEVICE_USED_UP,
  startApp,
  type TestApp,
  ZONE,
} from "./helpers/testApp.ts";
import { allZones } from "./helpers/production.ts";

const MINUTE = 60_000;
const api = (mac: string, zoneId = ZONE) => `/captive-portal/api?mac=${mac}&zoneId=${zoneId}`;

const fixtureDirs: (() => void)[] = [];

// the demo fleet plus an open-tier zone with a browse link
// the Kyma's open layout serving one more zone id, with a browse URL of its own and a free access too
function fleetWithOpenZone() {
  const variant = fleetVariant((fleet) => {
    const kyma = fleet.layout("ae-kyma");
    kyma.zones.push({ zoneId: "open-demo", settings: { browseUrl: "https://onboard.example/" } });
    kyma.opens = [
      { id: 1, keyword: "trial" },
      { id: 2, keyword: "free" },
    ];
  });
  fixtureDirs.push(variant.remove);
  return variant;
}

describe("RFC 8908 Captive Portal API", () => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
    for (const remove of fixtureDirs.splice(0)) remove();
  });

  // as the device's own browser (t's cookies), unless told to ask as a stranger
  const state = async (mac: string, zoneId = ZONE, cookie = t.cookie) => {
    const res = await t.app.inject({
      url: api(mac, zoneId),
      headers: { accept: "application/captive+json", ...(cookie ? { cookie } : {}) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/captive\+json/);
    expect(res.headers["cache-control"]).toBe("private");
    return res.json();
  };
  const authorize = (mac: string, zoneId = ZONE) =>
    t.app.inject({
      url: `/auth?mac=${mac}&zoneId=${zoneId}&captiveStep=3&retryCount=0`,
      headers: t.cookie ? { cookie: t.cookie } : {},
    });

  it("a device without a session is captive, sent to the portal's start with its mac and zone", async () => {
    t = await startApp();
    expect(await state("0e:00:00:00:00:01")).toEqual({
      captive: true,
      "user-portal-url": `http://localhost:80/?mac=0e:00:00:00:00:01&zoneId=${ZONE}`,
    });
  });

  it("stays captive after a voucher activation until the access controller lets it online", async () => {
    const c = clock();
    t = await startApp({ storage: { now: c.now } });
    const mac = "0e:00:00:00:00:02";
    expect(
      (await t.api("POST", "/api/v1/voucher/auth", { mac, voucher: "DEMO1234", termsAccepted: true }))
        .statusCode,
    ).toBe(200);
    expect((await state(mac)).captive).toBe(true);
    expect((await authorize(mac)).headers.location).toMatch(/^\/status/);
    c.advance(10 * MINUTE);
    expect(await state(mac)).toEqual({
      captive: false,
      "user-portal-url": `http://localhost:80/?mac=${mac}&zoneId=${ZONE}`,
      "seconds-remaining": (24 * 60 - 10) * 60,
      "bytes-remaining": 1_000_000_000,
      "can-extend-session": true,
    });
  });

  it("counts down the demo's connected device, and is captive again once its time is up", async () => {
    const c = clock();
    t = await startApp({ storage: { now: c.now } });
    const online = await state(DEVICE_CONNECTED);
    const session = (await t.api("GET", `/api/v1/session/${DEVICE_CONNECTED}`)).json();
    expect(online).toMatchObject({ captive: false, "can-extend-session": true });
    expect(online["seconds-remaining"]).toBe(Math.floor((Date.parse(session.endTime) - c.t) / 1000));
    expect(online["bytes-remaining"]).toBe(session.byteLimit - session.bytesUsed);
    c.advance(online["seconds-remaining"] * 1000);
    expect(await state(DEVICE_CONNECTED)).toEqual({ captive: true, "user-portal-url": expect.any(String) });
  });

  it("is captive when the data is used up or after a logout", async () => {
    t = await startApp({ testMode: { on: true } });
    expect((await state(DEVICE_USED_UP)).captive).toBe(true);
    expect((await state(DEVICE_CONNECTED)).captive).toBe(false);
    const used = await t.api("POST", "/api/v1/radius/accounting", { mac: DEVICE_CONNECTED, bytes: 2e9 });
    expect(used.statusCode).toBe(200);
    expect(await state(DEVICE_CONNECTED)).toEqual({ captive: true, "user-portal-url": expect.any(String) });
    expect((await state(DEVICE_BUSY)).captive).toBe(false);
    expect((await t.api("POST", `/api/v1/session/logout/${DEVICE_BUSY}`)).statusCode).toBe(200);
    expect((await state(DEVICE_BUSY)).captive).toBe(true);
  });

  it("offers a free zone's browse link, and extension only where a reset or a purchase can extend", async () => {
    t = await startApp({ ...fleetWithOpenZone(), storage: { now: clock().now } });
    const trial = "0e:00:00:00:00:03";
    const free = "0e:00:00:00:00:04";
    expect((await state(trial, "open-demo"))["venue-info-url"]).toBe("https://onboard.example/");
    await t.api("POST", `/api/v1/open/1/auth/${trial}`, { termsAccepted: true }, "open-demo");
    await t.api("POST", `/api/v1/open/2/auth/${free}`, { termsAccepted: true }, "open-demo");
    await authorize(trial, "open-demo");
    await authorize(free, "open-demo");
    expect(await state(trial, "open-demo")).toMatchObject({
      captive: false,
      "venue-info-url": "https://onboard.example/",
      "seconds-remaining": 30 * 60,
      "can-extend-session": false,
    });
    const freeState = await state(free, "open-demo");
    expect(freeState).toMatchObject({ captive: false, "can-extend-session": true });
    // an open access has no data limit
    expect(freeState).not.toHaveProperty("bytes-remaining");
  });

  it("uses the configured public URL for the portal link", async () => {
    t = await startApp({
      http: { publicUrl: "https://portal.ship.example/" },
      shop: { allowSandboxInProduction: true },
      devices: { unverifiedZones: allZones() },
    });
    expect((await state("0e-00-00-00-00-05"))["user-portal-url"]).toBe(
      `https://portal.ship.example/?mac=0e:00:00:00:00:05&zoneId=${ZONE}`,
    );
  });

  it.each([
    ["an unknown zone", api("0e:00:00:00:00:06", "nowhere"), 404, "unknown zone"],
    ["a malformed mac", api("nope"), 400, "malformed mac"],
    [
      "no zone",
      "/captive-portal/api?mac=0e:00:00:00:00:06",
      400,
      "querystring must have required property 'zoneId'",
    ],
    ["no mac", `/captive-portal/api?zoneId=${ZONE}`, 400, "mac is required"],
  ])("answers %s with a JSON error", async (_what, url, status, message) => {
    t = await startApp();
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(status);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ statusCode: status, message });
  });
});
