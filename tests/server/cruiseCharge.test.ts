import { afterEach, describe, expect, it } from "vitest";
import { folio } from "../../server/cruise/folio.ts";
import { CRUISE_MESSAGES } from "../../server/cruise/cruiseMessages.ts";
import { openStorage } from "../../server/storage/open/openStorage.ts";
import {
  CRUISE_ZONE,
  chargedCode,
  chargeOf,
  LAMBERT_CABIN,
  LINDQVIST,
  PMS,
  poll,
  relayId,
} from "./helpers/cruise.ts";
import { clock, startApp, type TestApp } from "./helpers/testApp.ts";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function bill(app: TestApp) {
  // the cabin's bill, read through a second connection to the app's database
  const store = openStorage(app.dataDir);
  try {
    return await folio(store, CRUISE_ZONE, LAMBERT_CABIN);
  } finally {
    await store.close();
  }
}

const activate = (app: TestApp, mac: string, voucher: string) =>
  app.api("POST", "/api/v1/voucher/auth", { mac, voucher, termsAccepted: true }, CRUISE_ZONE);

describe("cruise charge (POST charge, GET charge/poll/{id})", () => {
  it("bills a chargeable package to the cabin once and issues a voucher that activates its terms", async () => {
    const c = clock();
    t = await startApp({ storage: { now: c.now } });
    const code = await chargedCode(t, "WIFI-24H", false);
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(await bill(t)).toEqual([
      {
        packageId: "WIFI-24H",
        prepaid: false,
        amount: 1500,
        currency: "EUR",
        voucherCode: code,
        chargedAt: c.t,
      },
    ]);
    expect((await activate(t, "02:00:00:00:c1:01", code)).statusCode).toBe(200);
    const session = (await t.api("GET", "/api/v1/session/02:00:00:00:c1:01", undefined, CRUISE_ZONE)).json();
    expect(session).toMatchObject({ authVoucherCode: code, maxSimultaneousClients: 1, byteLimit: null });
    expect(Date.parse(session.endTime) - c.t).toBe(24 * 3_600_000);
    expect(session.rxMaxBytesPerSecond).toBe(625_000);
  });

  it("answers 202 until the charge's delay has passed", async () => {
    const c = clock();
    t = await startApp({ storage: { now: c.now }, simulators: { cruiseJobDelayMs: 5000 } });
    const id = await relayId(t, "charge", chargeOf("WIFI-1H", false, LINDQVIST));
    expect((await poll(t, "charge", id)).statusCode).toBe(202);
    c.advance(5000);
    expect((await poll(t, "charge", id)).json()).toEqual({ code: expect.stringMatching(/^[0-9A-Z]{8}$/) });
  });

  // test mode: a browser test holds a charge and lets it through when it has seen the 202
  it("answers 202 until POST /api/test/cruise/release lets a held charge through; 404 for an unknown id", async () => {
    t = await startApp({ testMode: { on: true }, simulators: { cruiseJobDelayMs: 86_400_000 } });
    const id = await relayId(t, "charge", chargeOf("WIFI-1H", false, LINDQVIST));
    expect((await poll(t, "charge", id)).statusCode).toBe(202);
    const release = (relay: string) =>
      t?.app.inject({
        method: "POST",
        url: "/api/test/cruise/release",
        payload: { zoneId: CRUISE_ZONE, relayId: relay },
      });
    expect((await release(id))?.statusCode).toBe(200);
    expect((await poll(t, "charge", id)).json()).toEqual({ code: expect.stringMatching(/^[0-9A-Z]{8}$/) });
    // released again: still its result
    expect((await release(id))?.statusCode).toBe(200);
    const unknown = await release("00000000-0000-0000-0000-000000000000");
    expect([unknown?.statusCode, unknown?.json().message]).toEqual([404, "unknown relay id"]);
  });

  it("treats a repeat within 10 minutes as a retry: same relay id, same code, billed once", async () => {
    const c = clock();
    t = await startApp({ storage: { now: c.now } });
    const first = await relayId(t, "charge", chargeOf("WIFI-1H", false));
    c.advance(9 * 60_000);
    const again = await relayId(t, "charge", chargeOf("WIFI-1H", false));
    expect(again).toBe(first);
    expect(await bill(t)).toHaveLength(1);
    c.advance(60_000);
    const later = await relayId(t, "charge", chargeOf("WIFI-1H", false));
    expect(later).not.toBe(first);
    expect((await bill(t)).map((line) => line.amount)).toEqual([490, 490]);
  });

  it("bills 20 simultaneous requests for one package once", async () => {
    t = await startApp();
    const app = t;
    // one browser (its id from its first call), retrying
    await t.api("GET", "/api/v1/settings", undefined, CRUISE_ZONE);
    const ids = await Promise.all(
      Array.from({ length: 20 }, () => relayId(app, "charge", chargeOf("WIFI-24H", false))),
    );
    expect(new Set(ids).size).toBe(1);
    expect(await bill(t)).toHaveLength(1);
  });

  it("issues a prepaid package for nothing, and the same code on every later request", async () => {
    const c = clock();
    t = await startApp({ storage: { now: c.now } });
    const code = await chargedCode(t, "SOCIAL-3D", true);
    c.advance(3 * 86_400_000);
    expect(await chargedCode(t, "SOCIAL-3D", true)).toBe(code);
    expect(await bill(t)).toEqual([
      expect.objectContaining({ packageId: "SOCIAL-3D", prepaid: true, amount: 0 }),
    ]);
  });

  it.each([
    ["a chargeable package claimed as prepaid", chargeOf("WIFI-1H", true)],
    ["a prepaid package sent to be bought", chargeOf("SOCIAL-3D", false)],
    ["a package the booking may not have", chargeOf("WIFI-CRUISE", false)],
    ["an unknown package", chargeOf("NOPE", false)],
    ["a booking that does not exist", { ...chargeOf("WIFI-1H", false), personalKey: "SRV-WRONG" }],
    ["the booking's e-mail address wrong", { ...chargeOf("WIFI-1H", false), email: "someone@example.org" }],
  ])("refuses %s with one message for every refusal, and bills nothing", async (_what, body) => {
    const message = CRUISE_MESSAGES.notCharged;
    t = await startApp({ simulators: { cruiseJobDelayMs: 0 } });
    const res = await poll(t, "charge", await relayId(t, "charge", body));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message });
    expect(await bill(t)).toEqual([]);
  });

  it.each([
    ["no package", { celestyalPackage: undefined }, /celestyalPackage/],
    ["no prepaid flag", { isPrePurchased: undefined }, /isPrePurchased/],
    ["a package id with a slash", { celestyalPackage: "a/b" }, /celestyalPackage/],
    ["a one-character key", { personalKey: "K" }, /personalKey/],
  ])("answers a charge with %s with a 400", async (_what, change, field) => {
    t = await startApp();
    const res = await t.api(
      "POST",
      `${PMS}/charge`,
      { ...chargeOf("WIFI-1H", false), ...change },
      CRUISE_ZONE,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(field);
  });

  it("starts over on a test reset: issued vouchers and the bill are gone", async () => {
    t = await startApp({ testMode: { on: true } });
    const code = await chargedCode(t, "WIFI-24H", false);
    expect((await t.app.inject({ method: "POST", url: "/api/test/reset" })).statusCode).toBe(200);
    expect(await bill(t)).toEqual([]);
    expect((await activate(t, "02:00:00:00:c1:02", code)).statusCode).toBe(404);
  });
});
