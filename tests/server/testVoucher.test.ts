import { afterEach, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "./helpers/testApp.ts";

describe("POST /api/test/voucher (test mode)", () => {
  let t: TestApp;
  afterEach(async () => t.close());

  it("mints a fresh one-device voucher that activates once, then answers 300", async () => {
    t = await startApp({ testMode: { on: true } });
    const minted = await t.app.inject({
      method: "POST",
      url: "/api/test/voucher",
      payload: { zoneId: "gn-premium-demo" },
    });
    const { code } = minted.json();
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(
      (
        await t.api("POST", "/api/v1/voucher/auth", {
          mac: "02:00:00:00:aa:01",
          voucher: code,
          termsAccepted: true,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.api("POST", "/api/v1/voucher/auth", {
          mac: "02:00:00:00:aa:02",
          voucher: code,
          termsAccepted: true,
        })
      ).statusCode,
    ).toBe(300);
  });

  it("refuses an unknown zone, and does not exist outside test mode", async () => {
    t = await startApp({ testMode: { on: true } });
    expect(
      (await t.app.inject({ method: "POST", url: "/api/test/voucher", payload: { zoneId: "nope" } }))
        .statusCode,
    ).toBe(404);
    await t.close();
    t = await startApp();
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/test/voucher",
          payload: { zoneId: "gn-premium-demo" },
        })
      ).statusCode,
    ).toBe(404);
  });
});
