import { afterEach, describe, expect, it } from "vitest";
import { ANALYTICS_LIMITS } from "../../server/analytics/analyticsLimits.ts";
import { capAnalytics } from "../../server/maintenance/pruneLogs.ts";
import { openStorage } from "../../server/storage/open/openStorage.ts";
import { readDb } from "./helpers/shop.ts";
import { clock, startApp, type TestApp, ZONE } from "./helpers/testApp.ts";
import { CARDS, pay, placeOrder } from "./helpers/shop.ts";
import { BypassWindows, TEMP_BYPASS_MS } from "../../server/gateway/simulator/BypassWindows.ts";

const event = (zoneId: string, n = 0) => ({ timestamp: 1, sessionId: `s${n}`, zoneId, event: "pageview" });

describe("every table a client writes to is bounded", () => {
  let t: TestApp;
  afterEach(() => t.close());
  const put = (body: object, remoteAddress = "127.0.0.1") =>
    t.app.inject({ method: "PUT", url: "/api/v1/analytics/onboard", payload: body, remoteAddress });

  it("analytics: only known zones, so many a minute per client, and a ceiling on the table", async () => {
    t = await startApp();
    expect((await put(event("no-such-zone"))).statusCode).toBe(404);
    const max = ANALYTICS_LIMITS.perClient.max;
    for (let i = 0; i < max; i++) expect((await put(event(ZONE, i))).statusCode).toBe(204);
    const limited = await put(event(ZONE, max));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // another client is not limited by this one
    expect((await put(event(ZONE), "10.0.0.9")).statusCode).toBe(204);
    expect(readDb<{ n: number }>(t, "SELECT COUNT(*) AS n FROM analytics_events")[0]?.n).toBe(max + 1);

    const store = openStorage(t.dataDir);
    try {
      expect(await capAnalytics(store, 50)).toBe(max + 1 - 50);
    } finally {
      await store.close();
    }
    expect(readDb<{ n: number }>(t, "SELECT COUNT(*) AS n FROM analytics_events")[0]?.n).toBe(50);
  });

  it("the sandbox keeps payments in the database and forgets unpaid ones; counters are pruned while running", async () => {
    const c = clock(Date.now());
    t = await startApp({ storage: { now: c.now }, maintenance: { intervalMs: 0 } });
    const open = await placeOrder(t);
    const paid = await placeOrder(t);
    expect((await pay(t, paid.paymentId, CARDS.success)).statusCode).toBe(200);
    const rows = () =>
      readDb<{ payment_id: string; status: string }>(
        t,
        "SELECT payment_id, status FROM sandbox_payments ORDER BY status",
      );
    expect(rows()).toEqual([
      { payment_id: open.paymentId, status: "open" },
      { payment_id: paid.paymentId, status: "reserved" },
    ]);
    const counters = () => readDb<{ n: number }>(t, "SELECT COUNT(*) AS n FROM rate_limit_hits")[0]?.n;
    expect(counters()).toBeGreaterThan(0);
    c.advance(3 * 3_600_000);
    await t.app.maintenanceRound();
    expect(rows()).toEqual([{ payment_id: paid.paymentId, status: "reserved" }]);
    expect(counters()).toBe(0);
  });

  it("the simulator's bypass windows: any mac may open one, so they are swept when over and capped", async () => {
    const c = clock(Date.now());
    const bypass = new BypassWindows();
    t = await startApp({ storage: { now: c.now }, maintenance: { intervalMs: 0 }, simulators: { bypass } });
    for (let i = 0; i < 50; i++) {
      const mac = `02:00:00:00:7a:${i.toString(16).padStart(2, "0")}`;
      const res = await t.app.inject({ url: `/tempbypass?mac=${mac}&zoneId=${ZONE}` });
      expect(res.statusCode).toBe(302);
    }
    expect(bypass.size).toBe(50);
    c.advance(TEMP_BYPASS_MS + 1);
    await t.app.maintenanceRound();
    expect(bypass.size).toBe(0);

    // a flood within one window meets a ceiling: the oldest window goes first
    const windows = new BypassWindows(3);
    for (const mac of ["a", "b", "c", "d"]) windows.open("z", mac, 0);
    expect(windows.size).toBe(3);
    expect(windows.isOpen("z", "a", 1)).toBe(false);
    expect(windows.isOpen("z", "d", 1)).toBe(true);
  });

  it("sessions: one that ended 30 days ago is forgotten while running (the terms' retention), a later one kept", async () => {
    const c = clock(Date.now());
    t = await startApp({ storage: { now: c.now }, maintenance: { intervalMs: 0 } });
    const trial = (mac: string, remoteAddress: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/v1/open/1/auth/${mac}`,
        payload: { termsAccepted: true },
        remoteAddress,
        headers: { "x-zone-public-id": ZONE },
      });
    expect((await trial("02:00:00:00:7b:01", "10.0.0.1")).statusCode).toBe(200);
    c.advance(2 * 24 * 3_600_000);
    expect((await trial("02:00:00:00:7b:02", "10.0.0.2")).statusCode).toBe(200);
    const kept = () =>
      readDb<{ mac: string }>(
        t,
        "SELECT mac FROM sessions WHERE mac LIKE '02:00:00:00:7b:%' ORDER BY mac",
      ).map((r) => r.mac);
    // 30-minute trials: the first ended 30 days and a minute ago, the second 28 days and a minute ago
    c.advance(28 * 24 * 3_600_000 + 31 * 60_000);
    await t.app.maintenanceRound();
    expect(kept()).toEqual(["02:00:00:00:7b:02"]);
    expect((await t.api("GET", "/api/v1/session/02:00:00:00:7b:01")).statusCode).toBe(404);
  });

  it("cruise look-ups: a validation's job (any details make one) is forgotten after a day", async () => {
    const c = clock(Date.now());
    t = await startApp({ storage: { now: c.now }, maintenance: { intervalMs: 0 } });
    const lookUp = {
      lastname: "Nobody",
      personalKey: "XX-0000",
      email: "n@example.org",
      dateOfBirth: "1990-01-01",
    };
    for (let i = 0; i < 3; i++)
      expect(
        (await t.api("POST", "/api/v1/store/celestyal/pms/validate", lookUp, "md-stella-demo")).statusCode,
      ).toBe(200);
    const jobs = () => readDb<{ n: number }>(t, "SELECT COUNT(*) AS n FROM cruise_jobs")[0]?.n;
    expect(jobs()).toBe(3);
    c.advance(3_600_000);
    await t.app.maintenanceRound();
    expect(jobs()).toBe(3);
    c.advance(24 * 3_600_000);
    await t.app.maintenanceRound();
    expect(jobs()).toBe(0);
  });
});
