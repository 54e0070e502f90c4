import { afterEach, describe, expect, it } from "vitest";
import { DEVICE_CONNECTED, startApp, type TestApp } from "./helpers/testApp.ts";

describe("POST /api/test/reset", () => {
  let t: TestApp;
  afterEach(() => t.close());

  it("does not exist outside test mode", async () => {
    t = await startApp();
    expect((await t.app.inject({ method: "POST", url: "/api/test/reset" })).statusCode).toBe(404);
  });

  it("reseeds the fixture's known states", async () => {
    t = await startApp({ testMode: { on: true } });
    await t.api("POST", `/api/v1/session/logout/${DEVICE_CONNECTED}`);
    await t.api("POST", "/api/v1/voucher/auth", {
      mac: "14:00:00:00:00:01",
      voucher: "DEMO1234",
      termsAccepted: true,
    });
    const res = await t.app.inject({ method: "POST", url: "/api/test/reset" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    expect((await t.api("GET", `/api/v1/session/${DEVICE_CONNECTED}`)).json().isBackendAuthed).toBe(true);
    expect((await t.api("GET", "/api/v1/session/14:00:00:00:00:01")).statusCode).toBe(404);
  });

  it("is a 409 when there is no demo data to reseed from", async () => {
    t = await startApp({ testMode: { on: true }, demo: { dataPath: undefined } });
    expect((await t.app.inject({ method: "POST", url: "/api/test/reset" })).statusCode).toBe(409);
  });
});
