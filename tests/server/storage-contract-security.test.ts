import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { capAnalytics } from "../../server/maintenance/pruneLogs.ts";
import { activateOpen } from "../../server/opens/activateOpen.ts";
import { isOpenAvailable } from "../../server/opens/isOpenAvailable.ts";
import { listOpens } from "../../server/opens/openRows.ts";
import { SandboxPayments } from "../../server/shop/payments/sandbox/SandboxPayments.ts";
import { DbLimitStore } from "../../server/rateLimit/DbLimitStore.ts";
import { logout } from "../../server/sessions/logout.ts";
import { pruneEndedSessions } from "../../server/sessions/pruneEndedSessions.ts";
import { findSession } from "../../server/sessions/sessionRows.ts";
import { awaitingPayment, pruneAbandoned } from "../../server/shop/awaitingPayment.ts";
import { putDevice } from "../../server/testMode/putDevice.ts";
import { activateVoucher } from "../../server/vouchers/activateVoucher.ts";
import { mintVouchers } from "../../server/vouchers/mintVouchers.ts";
import { insertVoucher } from "../../server/vouchers/voucherRows.ts";
import { attempted, CONTRACT_BACKENDS, type ContractBackend } from "./helpers/contractBackends.ts";
import { ZONE } from "./helpers/testApp.ts";

const NOW = Date.parse("2026-06-01T12:00:00Z");
const BATCH = { zoneId: ZONE, durationMs: 86_400_000, maxDevices: 1, byteLimit: 1e9, validUntil: null };

// test devices, voucher batches, counters, the sandbox's payments and pruning: the same on every store
describe.each(CONTRACT_BACKENDS)("security and upkeep storage contract on %s", (_name, open) => {
  let c: ContractBackend;
  beforeAll(async () => {
    c = await open(NOW);
  });
  afterAll(() => c.close());

  it("mints two parallel batches of fresh codes, none the same, each redeemable", async () => {
    const [a, b] = (
      await Promise.all([
        mintVouchers(c.store, { ...BATCH, count: 20 }),
        mintVouchers(c.store, { ...BATCH, count: 20 }),
      ])
    ).map((batch) => batch.codes) as [string[], string[]];
    expect(new Set([...a, ...b]).size).toBe(40);
    const code = a[0] as string;
    const decision = await activateVoucher(
      c.store,
      { zoneId: ZONE, mac: "02:00:00:00:0a:01", code, logoutOldest: false, attemptedCode: attempted(code) },
      NOW,
    );
    expect(decision.kind).toBe("activate");
  });

  it("puts a test device on an open, and one that logged out", async () => {
    const [open] = await listOpens(c.store.db, ZONE);
    if (!open) throw new Error("the demo zone has an open");
    const device = { mac: "02:00:00:00:0a:02", openId: open.id, startedMinutesAgo: 5 };
    await putDevice(c.store, ZONE, { ...device, accessControllerAuthed: true }, open, undefined, NOW);
    const session = await findSession(c.store.db, ZONE, device.mac);
    expect(session).toMatchObject({ backendAuthed: true, accessControllerAuthed: true, openId: open.id });
    await putDevice(
      c.store,
      ZONE,
      { ...device, accessControllerAuthed: true, backendAuthed: false },
      open,
      undefined,
      NOW,
    );
    expect(await findSession(c.store.db, ZONE, device.mac)).toMatchObject({ backendAuthed: false });
  });

  it("counts a key per window size, and prunes ended windows", async () => {
    const limits = new DbLimitStore(c.store);
    expect(await limits.hit("k", 60_000, NOW)).toBe(1);
    expect(await limits.hit("k", 60_000, NOW + 1)).toBe(2);
    expect(await limits.hit("k", 600_000, NOW)).toBe(1);
    await limits.prune(NOW + 3_600_000);
    expect(await limits.hit("k", 60_000, NOW + 2)).toBe(1);
  });

  it("lets one of two parallel pays reserve a sandbox payment, and forgets an unpaid one", async () => {
    const payments = new SandboxPayments(c.store);
    const payment = {
      paymentId: `p${NOW}`,
      amount: 900,
      currency: "EUR",
      reference: "r",
      items: [{ name: "Day", quantity: 1, grossTotalAmount: 900 }],
      webhooks: [],
      status: "open" as const,
      createdAt: NOW,
    };
    await payments.put(payment);
    await payments.put({ ...payment, paymentId: `q${NOW}` });
    const wins = await Promise.all([
      payments.reserve(payment.paymentId),
      payments.reserve(payment.paymentId),
    ]);
    expect(wins.filter(Boolean)).toHaveLength(1);
    expect(await payments.get(payment.paymentId)).toMatchObject({ status: "reserved", amount: 900 });
    await payments.prune(NOW + 3 * 3_600_000);
    expect(await payments.get(`q${NOW}`)).toBeUndefined();
    expect(await payments.get(payment.paymentId)).toMatchObject({ status: "reserved" });
  });

  it("prunes sessions that ended over 30 days ago, never a current one or one whose voucher is still valid", async () => {
    const DAY = 86_400_000;
    const mac = (n: number) => `02:00:00:00:0b:0${n}`;
    const voucher = (code: string, durationMs: number) => ({
      zoneId: ZONE,
      code,
      maxDevices: 1,
      durationMs,
      byteLimit: null,
      rxMaxBps: null,
      txMaxBps: null,
      validUntil: null,
      activatedAt: null,
      bytesUsed: 0,
    });
    // trials that ended 40 and 29 days ago, and a free access whose last period ended 39 days ago
    expect(await activateOpen(c.store, ZONE, 1, mac(1), NOW - 40 * DAY, "UTC")).toEqual({
      kind: "activated",
    });
    expect(await activateOpen(c.store, ZONE, 1, mac(2), NOW - 29 * DAY, "UTC")).toEqual({
      kind: "activated",
    });
    expect(await activateOpen(c.store, "fw-open", 1, mac(3), NOW - 40 * DAY, "UTC")).toEqual({
      kind: "activated",
    });
    // a 60-day voucher's device that logged out 40 days ago: the voucher is still running
    await insertVoucher(c.store.db, voucher("KEEP60D", 60 * DAY), { createdAt: NOW });
    const activation = {
      zoneId: ZONE,
      mac: mac(4),
      code: "KEEP60D",
      logoutOldest: false,
      attemptedCode: attempted("KEEP60D"),
    };
    expect((await activateVoucher(c.store, activation, NOW - 40 * DAY)).kind).toBe("activate");
    await logout(c.store, ZONE, mac(4));
    // a session whose own end passed long ago on a voucher whose clock has not started
    const device = { mac: mac(5), startedMinutesAgo: 40 * 24 * 60, accessControllerAuthed: false };
    await putDevice(c.store, ZONE, device, undefined, voucher("KEEPUNST", 3_600_000), NOW);

    expect(await pruneEndedSessions(c.store, NOW - 30 * DAY, NOW)).toBe(2);
    expect(await findSession(c.store.db, ZONE, mac(1))).toBeUndefined();
    expect(await findSession(c.store.db, "fw-open", mac(3))).toBeUndefined();
    for (const [zone, n] of [
      [ZONE, 2],
      [ZONE, 4],
      [ZONE, 5],
    ] as const)
      expect(await findSession(c.store.db, zone, mac(n)), mac(n)).toBeDefined();
    // a trial may start again: its device lost nothing by the pruning
    expect(await isOpenAvailable(c.store, ZONE, 1, mac(1), NOW, "UTC")).toBe(true);
    expect(await pruneEndedSessions(c.store, NOW - 30 * DAY, NOW)).toBe(0);
  });

  it("caps the analytics table and finds no order awaiting payment in a fresh fleet", async () => {
    for (let n = 0; n < 5; n++)
      await c.store.db
        .insertInto("analytics_events")
        .values({
          received_at: NOW,
          timestamp: new Date(NOW).toISOString(),
          session_id: "s",
          zone_id: ZONE,
          event: "view",
        })
        .execute();
    expect(await capAnalytics(c.store, 2)).toBeGreaterThanOrEqual(3);
    expect(await capAnalytics(c.store, 2)).toBe(0);
    expect(await awaitingPayment(c.store, 10)).toEqual([]);
    expect(await pruneAbandoned(c.store, NOW)).toBe(0);
  });
});
