import { afterEach, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "./helpers/testApp.ts";

describe("GET /healthz on SQLite", () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it("answers 200 without a zone header: the database is open and this one server runs the jobs", async () => {
    t = await startApp();
    const res = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(200);
    // the demo fleet's zones: no gateway key, no gateway named, so nothing vouches for their devices
    expect(res.json()).toMatchObject({ status: "ok", database: true, leader: true });
    expect(res.json().unverifiedZones).toContain("gn-premium-demo");
  });
});
