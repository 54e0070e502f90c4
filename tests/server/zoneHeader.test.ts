import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEVICE_CONNECTED, startApp, type TestApp } from "./helpers/testApp.ts";

const ZONE_SCOPED: [string, string][] = [
  ["GET", "/api/v1/settings"],
  ["GET", `/api/v1/session/${DEVICE_CONNECTED}`],
  ["POST", `/api/v1/session/reset/${DEVICE_CONNECTED}`],
  ["POST", `/api/v1/session/logout/${DEVICE_CONNECTED}`],
  ["POST", "/api/v1/voucher/auth"],
  ["GET", "/api/v1/opens/zone"],
  ["GET", `/api/v1/open/1/available/${DEVICE_CONNECTED}`],
  ["POST", `/api/v1/open/1/auth/${DEVICE_CONNECTED}`],
];

describe("zone header and mac conventions", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startApp();
  });
  afterEach(() => t.close());

  it.each(ZONE_SCOPED)("%s %s without the zone header is a 400 in JSON", async (method, url) => {
    const res = await t.app.inject({ method: method as "GET", url });
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({
      statusCode: 400,
      error: "Bad Request",
      message: "missing X-Zone-Public-Id header",
    });
  });

  it.each(ZONE_SCOPED)("%s %s with an unknown zone is a 404", async (method, url) => {
    const res = await t.api(method as "GET", url, undefined, "no-such-zone");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: "Not Found", message: "unknown zone" });
  });

  it("answers the settings of the header's zone, not cacheable", async () => {
    const res = await t.api("GET", "/api/v1/settings");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toEqual({
      zonePrefix: "gangnet/premium",
      internetCheckUrl: "/generate_204?mac={mac}&zoneId={zoneId}",
      zoneId: "gn-premium-demo",
      tier: "premium",
      analyticsHost: "/api",
      testMode: false,
      // the payment sandbox's browser side (PAYMENT_PROVIDER=sandbox is the default)
      checkoutScriptUrl: "/payment-sandbox/v1/checkout.js",
      checkoutKey: "sandbox-checkout-key",
      // the zone's manifest, served by the server from manifests/ at a content-hashed address
      manifestUrl: expect.stringMatching(/^\/zones\/[0-9a-f]{16}\.json$/),
      // what passengers call it (its zones[].name): the start page's title names it
      zoneName: "Demo vessel",
    });
  });

  it.each([
    "zz:zz:zz:zz:zz:zz",
    "02:00:00:00:00",
    "02:00-00:00:00:01",
    "0200000000010",
    "02.00.00.00.00.01",
    "x",
  ])("rejects the mac %s as malformed", async (mac) => {
    const res = await t.api("GET", `/api/v1/session/${encodeURIComponent(mac)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message: "malformed mac" });
  });

  it("rejects a malformed mac in a body too", async () => {
    const res = await t.api("POST", "/api/v1/voucher/auth", {
      mac: "nope",
      voucher: "DEMO1234",
      termsAccepted: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("malformed mac");
  });

  it.each(["02:00:00:00:00:01", "02-00-00-00-00-01", "020000000001", "02:00:00:00:00:01".toUpperCase()])(
    "accepts the spelling %s for the same device",
    async (mac) => {
      t.bind(mac);
      const res = await t.api("GET", `/api/v1/session/${mac}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().authVoucherCode).toBe("LIVE0001");
    },
  );

  it("normalises macs before storing them", async () => {
    expect(
      (
        await t.api("POST", "/api/v1/voucher/auth", {
          mac: "0A-0B-0C-0D-0E-0F",
          voucher: "DEMO1234",
          termsAccepted: true,
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.api("GET", "/api/v1/session/0a:0b:0c:0d:0e:0f")).statusCode).toBe(200);
  });
});
