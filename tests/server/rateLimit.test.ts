import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { attemptedCode, attemptKey } from "../../server/vouchers/attemptedCode.ts";
import { serverSecret } from "../../server/security/serverSecret.ts";
import { startApp, type TestApp, ZONE, clock } from "./helpers/testApp.ts";
import { readVoucherCode, type VoucherCode } from "../../schemas/voucherCode.ts";

// a code as the door reads it (schemas/voucherCode.ts)
const read = (typed: string) => readVoucherCode(typed) as VoucherCode;

const mac = (n: number) => `10:00:00:00:00:${n.toString(16).padStart(2, "0")}`;

// a settled clock: the limits count in fixed windows, and a test straddling a window's end on
// the wall clock would get a second allowance
describe("voucher guessing is rate limited", () => {
  let t: TestApp;
  afterEach(() => t.close());

  const guess = (device: string, voucher = "GUESS01") =>
    t.api("POST", "/api/v1/voucher/auth", { mac: device, voucher, termsAccepted: true });

  it("per device: the 11th attempt within 10 minutes is a 429 with Retry-After", async () => {
    t = await startApp({ storage: { now: clock().now } });
    for (let i = 0; i < 10; i++) expect((await guess(mac(1))).statusCode).toBe(404);
    const limited = await guess(mac(1), "DEMO1234");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, error: "Too Many Requests" });
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // the limit is the device's own: another device still gets answers
    expect((await guess(mac(2))).statusCode).toBe(404);
  });

  it("per device: wrong attempts sent from another address for a passenger's mac never lock the passenger out", async () => {
    t = await startApp({ storage: { now: clock().now } });
    const from = (remoteAddress: string, voucher: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/voucher/auth",
        remoteAddress,
        headers: { "x-zone-public-id": ZONE },
        payload: { mac: mac(7), voucher, termsAccepted: true },
      });
    // the mac is public: an attacker on the same Wi-Fi uses up what it can
    for (let i = 0; i < 10; i++) expect((await from("10.0.0.66", `GUESS${i}`)).statusCode).toBe(404);
    expect((await from("10.0.0.66", "GUESS10")).statusCode).toBe(429);
    // the passenger's own browser, on the device's own address, still activates its voucher
    expect((await from("10.0.0.7", "DEMO1234")).statusCode).toBe(200);
  });

  it("per device: a guesser rotating macs stays bounded by its address's limit", async () => {
    t = await startApp({ storage: { now: clock().now } });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await guess(mac(i), `GUESS${i}`)).statusCode);
    expect(statuses.filter((s) => s === 404)).toHaveLength(30);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
  });

  it("counts the same device however its mac is spelled", async () => {
    t = await startApp({
      storage: { now: clock().now },
      rateLimit: { voucherLimits: { perDevice: { max: 2, windowMs: 60_000 } } },
    });
    expect((await guess("10:00:00:00:00:aa")).statusCode).toBe(404);
    expect((await guess("10-00-00-00-00-AA")).statusCode).toBe(404);
    expect((await guess("1000000000aa")).statusCode).toBe(429);
  });

  it("per client address: rotating macs and zone headers does not help", async () => {
    t = await startApp({
      storage: { now: clock().now },
      rateLimit: { voucherLimits: { perClient: { max: 5, windowMs: 60_000 } } },
    });
    const zones = ["gn-premium-demo", "jw-swift-demo"];
    for (let i = 0; i < 5; i++)
      expect(
        (
          await t.api(
            "POST",
            "/api/v1/voucher/auth",
            { mac: mac(i), voucher: "GUESS01", termsAccepted: true },
            zones[i % 2],
          )
        ).statusCode,
      ).toBe(404);
    const limited = await t.api(
      "POST",
      "/api/v1/voucher/auth",
      { mac: mac(99), voucher: "GUESS01", termsAccepted: true },
      zones[1],
    );
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // another client address is not limited
    const other = await t.app.inject({
      method: "POST",
      url: "/api/v1/voucher/auth",
      remoteAddress: "10.0.0.7",
      headers: { "x-zone-public-id": ZONE },
      payload: { mac: mac(98), voucher: "GUESS01", termsAccepted: true },
    });
    expect(other.statusCode).toBe(404);
  });

  it("per zone: many addresses together are limited in their zone only, and only those over their share", async () => {
    t = await startApp({
      storage: { now: clock().now },
      rateLimit: { voucherLimits: { perZone: { max: 5, windowMs: 60_000, share: 1, hardMax: 8 } } },
    });
    const from = (n: number, zone: string, voucher = "GUESS01") =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/voucher/auth",
        remoteAddress: `10.0.0.${n}`,
        headers: { "x-zone-public-id": zone },
        payload: { mac: mac(n), voucher, termsAccepted: true },
      });
    for (let i = 1; i <= 5; i++) expect((await from(i, ZONE)).statusCode).toBe(404);
    // the zone's cap is full: the addresses that filled it are refused, a fresh one is answered
    expect((await from(1, ZONE)).statusCode).toBe(429);
    expect((await from(6, ZONE, "DEMO1234")).statusCode).toBe(200);
    expect((await from(8, ZONE)).statusCode).toBe(404);
    // the cap counts what it let through (the refused attempt added nothing): an eighth is answered
    expect((await from(9, ZONE)).statusCode).toBe(404);
    // the backstop refuses every address from then on, in this zone only
    expect((await from(10, ZONE)).statusCode).toBe(429);
    expect((await from(7, "jw-swift-demo")).statusCode).toBe(404);
  });

  it("keeps each answered attempt in voucher_attempts", async () => {
    t = await startApp({
      storage: { now: clock().now },
      rateLimit: { voucherLimits: { perDevice: { max: 3, windowMs: 60_000 } } },
    });
    await guess(mac(1));
    await t.api("POST", "/api/v1/voucher/auth", { mac: mac(1), voucher: "demo1234", termsAccepted: true });
    await guess(mac(1));
    await guess(mac(1));
    const db = new Database(join(t.dataDir, "gangway.db"), { readonly: true });
    const rows = db.prepare("SELECT mac, code, outcome FROM voucher_attempts ORDER BY id").all();
    db.close();
    // never the code in clear: its first two characters and a digest keyed by the install's secret
    const key = attemptKey(serverSecret(t.dataDir));
    expect(rows).toEqual([
      { mac: mac(1), code: attemptedCode(key, read("GUESS01")), outcome: "unknown" },
      { mac: mac(1), code: attemptedCode(key, read("DEMO1234")), outcome: "activate" },
      { mac: mac(1), code: attemptedCode(key, read("GUESS01")), outcome: "unknown" },
    ]);
    expect(JSON.stringify(rows)).not.toContain("DEMO1234");
    expect(attemptedCode(key, read("DEMO1234"))).toMatch(/^DE…[0-9a-f]{16}$/);
  });

  it("starts over after POST /api/test/reset in test mode", async () => {
    t = await startApp({
      storage: { now: clock().now },
      testMode: { on: true },
      rateLimit: { voucherLimits: { perDevice: { max: 1, windowMs: 60_000 } } },
    });
    expect((await guess(mac(1))).statusCode).toBe(404);
    expect((await guess(mac(1))).statusCode).toBe(429);
    expect((await t.app.inject({ method: "POST", url: "/api/test/reset" })).statusCode).toBe(200);
    expect((await guess(mac(1))).statusCode).toBe(404);
  });
});
