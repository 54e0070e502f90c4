import { afterEach, describe, expect, it } from "vitest";
import { CRUISE_ZONE, LAMBERT, LINDQVIST, PMS, poll, relayId } from "./helpers/cruise.ts";
import { clock, startApp, type TestApp, ZONE } from "./helpers/testApp.ts";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe("cruise validation (POST validate, GET validate/poll/{id})", () => {
  it("answers 202 until the job's delay has passed, then the booking's packages, prepaid first", async () => {
    const c = clock();
    t = await startApp({ storage: { now: c.now }, simulators: { cruiseJobDelayMs: 4000 } });
    const id = await relayId(t, "validate", LINDQVIST);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const pending = await poll(t, "validate", id);
    expect(pending.statusCode).toBe(202);
    expect(pending.body).toBe("");
    c.advance(3999);
    expect((await poll(t, "validate", id)).statusCode).toBe(202);
    c.advance(1);
    const done = await poll(t, "validate", id);
    expect(done.statusCode).toBe(200);
    const { packages } = done.json();
    expect(packages.map((p: { celestyalPackage: string }) => p.celestyalPackage)).toEqual([
      "SOCIAL-3D",
      "WIFI-1H",
      "WIFI-24H",
      "WIFI-CRUISE",
    ]);
    expect(packages[0]).toEqual({
      celestyalPackage: "SOCIAL-3D",
      title: "Social media 3 days",
      description: ["Messaging and social apps", "Up to 2 Mbit/s", "1 device"],
      isPrePurchased: true,
      amount: 0,
      currency: "EUR",
      duration: 3,
      durationUnit: "days",
      // the manifest's texts, in every language Stella offers
      translations: {
        en: {
          title: "Social media 3 days",
          description: ["Messaging and social apps", "Up to 2 Mbit/s", "1 device"],
        },
        sv: {
          title: "Sociala medier 3 dagar",
          description: ["Meddelanden och sociala appar", "Upp till 2 Mbit/s", "1 enhet"],
        },
        el: {
          title: "Κοινωνικά δίκτυα 3 ημέρες",
          description: ["Μηνύματα και εφαρμογές κοινωνικών δικτύων", "Έως 2 Mbit/s", "1 συσκευή"],
        },
      },
    });
    expect(packages[1]).toMatchObject({
      isPrePurchased: false,
      amount: 490,
      duration: 1,
      durationUnit: "hours",
    });
  });

  it("finds the booking whatever the case and spacing of surname, key and e-mail", async () => {
    t = await startApp({ simulators: { cruiseJobDelayMs: 0 } });
    const id = await relayId(t, "validate", {
      lastname: "  lAMBERT ",
      personalKey: "srv-charge ",
      email: " SRV.Charge@Example.org",
      dateOfBirth: LAMBERT.dateOfBirth,
    });
    expect((await poll(t, "validate", id)).json().packages).toHaveLength(3);
  });

  it.each([
    ["surname", { lastname: "Lamberth" }],
    ["personal key", { personalKey: "SRV-CHARGX" }],
    ["e-mail", { email: "other@example.org" }],
    ["date of birth", { dateOfBirth: "1981-02-04" }],
  ])("a wrong %s ends in the passenger's message, not in packages", async (_field, change) => {
    t = await startApp({ simulators: { cruiseJobDelayMs: 0 } });
    const res = await poll(t, "validate", await relayId(t, "validate", { ...LAMBERT, ...change }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message:
        "We could not find a booking with these details. Check your surname, personal key, e-mail address and date of birth.",
    });
  });

  it("a booking's own delay beats the default: its validation can outlast ten polls three seconds apart", async () => {
    const c = clock();
    t = await startApp({ storage: { now: c.now }, simulators: { cruiseJobDelayMs: 0 } });
    const id = await relayId(t, "validate", {
      lastname: "Nikolaou",
      personalKey: "E2E-SLOWVAL",
      email: "e2e.slowval@example.org",
      dateOfBirth: "1975-12-24",
    });
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await poll(t, "validate", id)).statusCode).toBe(202);
      c.advance(3000);
    }
  });

  it("answers an unknown relay id, or another zone's, with a 404 and a malformed one with a 400", async () => {
    t = await startApp({ simulators: { cruiseJobDelayMs: 0 } });
    const id = await relayId(t, "validate", LAMBERT);
    expect((await poll(t, "validate", "0b9f6d7e-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await t.api("GET", `${PMS}/validate/poll/${id}`, undefined, "md-marina-demo")).statusCode).toBe(
      404,
    );
    // a validation id is not a charge id
    expect((await poll(t, "charge", id)).statusCode).toBe(404);
    const bad = await poll(t, "validate", "x");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/params\/id/);
  });
});

describe("the package list by relay id (GET packages/{relayId}, our path)", () => {
  it("lists the packages of a finished validation, the same as its poll", async () => {
    t = await startApp({ simulators: { cruiseJobDelayMs: 0 } });
    const id = await relayId(t, "validate", LAMBERT);
    const list = await t.api("GET", `${PMS}/packages/${id}`, undefined, CRUISE_ZONE);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual((await poll(t, "validate", id)).json().packages);
  });

  it("refuses a validation that is still running or that failed, with a reason", async () => {
    const c = clock();
    t = await startApp({ storage: { now: c.now }, simulators: { cruiseJobDelayMs: 2000 } });
    const running = await relayId(t, "validate", LINDQVIST);
    const res = await t.api("GET", `${PMS}/packages/${running}`, undefined, CRUISE_ZONE);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("the booking is still being checked: poll its validation");
    const failed = await relayId(t, "validate", { ...LINDQVIST, personalKey: "nope" });
    c.advance(2000);
    const refused = await t.api("GET", `${PMS}/packages/${failed}`, undefined, CRUISE_ZONE);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/could not find a booking/);
    expect((await t.api("GET", `${PMS}/packages/${"f".repeat(36)}`, undefined, CRUISE_ZONE)).statusCode).toBe(
      404,
    );
  });
});

describe("what the validate request must look like", () => {
  it.each([
    ["no surname", { lastname: undefined }, /lastname/],
    ["a blank surname", { lastname: "   " }, /lastname/],
    ["a one-character key", { personalKey: "K" }, /personalKey/],
    ["a key over 128 characters", { personalKey: "K".repeat(129) }, /personalKey/],
    ["an e-mail without a domain", { email: "ana@" }, /email/],
    ["an impossible date", { dateOfBirth: "1990-02-30" }, /dateOfBirth/],
    ["a date and time", { dateOfBirth: "1990-02-03T00:00:00Z" }, /dateOfBirth/],
  ])("answers %s with a 400 that names the field", async (_what, change, field) => {
    t = await startApp();
    const res = await t.api("POST", `${PMS}/validate`, { ...LAMBERT, ...change }, CRUISE_ZONE);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: "Bad Request" });
    expect(res.json().message).toMatch(field);
  });

  it("drops a field it does not know, as every route does", async () => {
    t = await startApp();
    const res = await t.api("POST", `${PMS}/validate`, { ...LAMBERT, cabin: "8001" }, CRUISE_ZONE);
    expect(res.statusCode).toBe(200);
  });

  it("takes a key of exactly 2 and of exactly 128 characters", async () => {
    t = await startApp();
    for (const personalKey of ["KK", "K".repeat(128)]) {
      const res = await t.api("POST", `${PMS}/validate`, { ...LAMBERT, personalKey }, CRUISE_ZONE);
      expect(res.statusCode).toBe(200);
    }
  });

  it("has no cruise packages in a zone that is not a cruise zone", async () => {
    t = await startApp();
    const res = await t.api("POST", `${PMS}/validate`, LAMBERT, ZONE);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("this zone has no cruise packages");
  });

  it("limits booking look-ups per client to 30 in 10 minutes, with Retry-After", async () => {
    t = await startApp();
    for (let i = 0; i < 30; i++) {
      expect((await t.api("POST", `${PMS}/validate`, LAMBERT, CRUISE_ZONE)).statusCode).toBe(200);
    }
    const limited = await t.api("POST", `${PMS}/validate`, LAMBERT, CRUISE_ZONE);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/too many booking look-ups/);
  });
});
