import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTRACT_BACKENDS, type ContractBackend } from "./helpers/contractBackends.ts";
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
    const [a, b] = await Promise.all([
      c.backend.storage.mintVouchers({ ...BATCH, count: 20 }),
      c.backend.storage.mintVouchers({ ...BATCH, count: 20 }),
    ]);
    expect(new Set([...a, ...b]).size).toBe(40);
    const code = a[0] as string;
    const decision = await c.backend.storage.activateVoucher(
      { zoneId: ZONE, mac: "02:00:00:00:0a:01", code, logoutOldest: false },
      NOW,
    );
    expect(decision.kind).toBe("activate");
  });

  it("puts a test device on an open, and one that logged out", async () => {
    const [open] = await c.backend.storage.listOpens(ZONE);
    if (!open) throw new Error("the demo zone has an open");
    const device = { mac: "02:00:00:00:0a:02", openId: open.id, startedMinutesAgo: 5 };
    await c.backend.storage.putDevice(ZONE, { ...device, accessControllerAuthed: true }, undefined, NOW);
    const session = await c.backend.storage.findSession(ZONE, device.mac);
    expect(session).toMatchObject({ backendAuthed: true, accessControllerAuthed: true, openId: open.id });
    await c.backend.storage.putDevice(
      ZONE,
      { ...device, accessControllerAuthed: true, backendAuthed: false },
      undefined,
      NOW,
    );
    expect(await c.backend.storage.findSession(ZONE, device.mac)).toMatchObject({ backendAuthed: false });
  });

  it("counts a key per window size, and prunes ended windows", async () => {
    const { limits } = c.backend;
    expect(await limits.hit("k", 60_000, NOW)).toBe(1);
    expect(await limits.hit("k", 60_000, NOW + 1)).toBe(2);
    expect(await limits.hit("k", 600_000, NOW)).toBe(1);
    await limits.prune(NOW + 3_600_000);
    expect(await limits.hit("k", 60_000, NOW + 2)).toBe(1);
  });

  it("lets one of two parallel pays reserve a sandbox payment, and forgets an unpaid one", async () => {
    const payments = c.backend.sandboxPayments;
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

  it("caps the analytics table and finds no order awaiting payment in a fresh fleet", async () => {
    for (let n = 0; n < 5; n++)
      await c.backend.storage.recordAnalytics({
        receivedAt: NOW,
        timestamp: new Date(NOW).toISOString(),
        sessionId: "s",
        zoneId: ZONE,
        event: "view",
      });
    expect(await c.backend.upkeep.capAnalytics(2)).toBeGreaterThanOrEqual(3);
    expect(await c.backend.upkeep.capAnalytics(2)).toBe(0);
    expect(await c.backend.upkeep.awaitingPayment(10)).toEqual([]);
    expect(await c.backend.upkeep.pruneAbandoned(NOW)).toBe(0);
  });
});
