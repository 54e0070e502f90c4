import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { CRUISE_ZONE, chargeOf, LAMBERT, PMS, poll, relayId } from "./helpers/cruise.ts";
import { startApp, type TestApp } from "./helpers/testApp.ts";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

// values that appear nowhere else in a request: if one reaches the log, a body did
const SECRET = {
  lastname: "Quixotewright",
  personalKey: "PK-SECRET-93417",
  email: "quixote.secret@example.org",
  dateOfBirth: "1961-08-19",
};

describe("personal data and the cruise routes", () => {
  it("keeps surname, key, e-mail and date of birth out of the log, even for refused requests", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await startApp({ http: { logger: { level: "debug", stream } }, simulators: { cruiseJobDelayMs: 0 } });
    const wrong = await relayId(t, "validate", SECRET);
    await poll(t, "validate", wrong);
    await t.api("GET", `${PMS}/packages/${wrong}`, undefined, CRUISE_ZONE);
    await poll(
      t,
      "charge",
      await relayId(t, "charge", chargeOf("WIFI-1H", false, { ...LAMBERT, ...SECRET })),
    );
    // refused by the schema: the error names the field, never its value
    await t.api(
      "POST",
      `${PMS}/validate`,
      { ...SECRET, personalKey: `${SECRET.personalKey}${"x".repeat(130)}` },
      CRUISE_ZONE,
    );
    await t.api(
      "POST",
      `${PMS}/validate`,
      { ...SECRET, dateOfBirth: `${SECRET.dateOfBirth}T00` },
      CRUISE_ZONE,
    );
    await t.api("POST", `${PMS}/charge`, { ...SECRET, celestyalPackage: "../x" }, CRUISE_ZONE);
    await t.api("POST", `${PMS}/validate`, `{"lastname":"${SECRET.lastname}",`, CRUISE_ZONE);
    const log = lines.join("");
    expect(log).toContain("cruise validation started");
    expect(log).toContain("cruise charge");
    for (const value of Object.values(SECRET)) expect(log).not.toContain(value);
    // the booking that was found is not named either
    expect(log).not.toContain(LAMBERT.personalKey);
  });
});

describe("junk on the cruise routes", () => {
  it("never answers with a 5xx", async () => {
    t = await startApp({ simulators: { cruiseJobDelayMs: 0 } });
    const junk: unknown[] = [
      null,
      [],
      "x",
      { lastname: ["a"], personalKey: {}, email: 1, dateOfBirth: true },
      { ...SECRET, dateOfBirth: "0000-00-00" },
      { ...SECRET, lastname: "\u0000" },
      { ...SECRET, email: "a@b.c".padEnd(5000, "c") },
      { ...chargeOf("WIFI-1H", false), celestyalPackage: "__proto__" },
      { ...chargeOf("WIFI-1H", false), isPrePurchased: "yes" },
      JSON.parse('{"__proto__":{"polluted":true},"lastname":"a"}'),
    ];
    for (const path of ["validate", "charge"]) {
      for (const body of junk) {
        const res = await t.api("POST", `${PMS}/${path}`, body, CRUISE_ZONE);
        expect(res.statusCode, `${path} ${JSON.stringify(body)?.slice(0, 80)}`).toBeLessThan(500);
      }
    }
    for (const id of ["%00", "..%2F..%2Fetc", "a".repeat(65), "__proto__", "constructor-constructor"]) {
      for (const url of [`${PMS}/validate/poll/${id}`, `${PMS}/charge/poll/${id}`, `${PMS}/packages/${id}`]) {
        const res = await t.api("GET", url, undefined, CRUISE_ZONE);
        expect([400, 404], url).toContain(res.statusCode);
        expect(res.json().message, url).toEqual(expect.any(String));
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
