import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "./helpers/testApp.ts";

describe("calls without a zone header", () => {
  let t: TestApp;
  afterEach(() => t.close());

  it("PUT /api/v1/analytics/onboard stores the event and answers 204", async () => {
    t = await startApp();
    const event = {
      timestamp: 1780000000000,
      sessionId: "5f1c0a",
      zoneId: "gn-premium-demo",
      event: "StartPage",
    };
    const res = await t.app.inject({ method: "PUT", url: "/api/v1/analytics/onboard", payload: event });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    await t.app.inject({
      method: "PUT",
      url: "/api/v1/analytics/onboard",
      payload: { ...event, timestamp: "2026-06-01T12:00:00Z", event: "ACTIVATE_VOUCHER_ATTEMPT" },
    });
    const db = new Database(join(t.dataDir, "gangway.db"), { readonly: true });
    const rows = db
      .prepare("SELECT timestamp, session_id, zone_id, event FROM analytics_events ORDER BY id")
      .all();
    db.close();
    expect(rows).toEqual([
      { timestamp: "1780000000000", session_id: "5f1c0a", zone_id: "gn-premium-demo", event: "StartPage" },
      {
        timestamp: "2026-06-01T12:00:00Z",
        session_id: "5f1c0a",
        zone_id: "gn-premium-demo",
        event: "ACTIVATE_VOUCHER_ATTEMPT",
      },
    ]);
  });

  it("rejects an incomplete analytics event with 400", async () => {
    t = await startApp();
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/v1/analytics/onboard",
      payload: { sessionId: "x", zoneId: "z", event: "e" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/timestamp/);
  });

  it("GET /api/v1/internet-check answers 204", async () => {
    t = await startApp();
    const res = await t.app.inject({ url: "/api/v1/internet-check" });
    expect(res.statusCode).toBe(204);
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});
