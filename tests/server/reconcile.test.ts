import { afterEach, describe, expect, it } from "vitest";
import { scaled } from "../timeoutFactor.ts";
import { NO_METRICS } from "../../server/metrics/Metrics.ts";
import { openStorage } from "../../server/storage/open/openStorage.ts";
import { ABANDONED_AFTER_MS, reconcileOrders } from "../../server/shop/reconcileOrders.ts";
import { CARDS, completed, pay, placeOrder, readDb } from "./helpers/shop.ts";
import { clock, startApp, type TestApp } from "./helpers/testApp.ts";

describe("reconciliation: paid is always fulfilled", () => {
  let t: TestApp;
  afterEach(() => t.close());

  it("fulfils a paid order whose notice never came, and cancels an abandoned one", async () => {
    const c = clock(Date.now());
    // the delayed card's notice would come in an hour: it is as good as lost
    t = await startApp({
      storage: { now: c.now },
      maintenance: { intervalMs: 0 },
      shop: { payment: { sandboxNoticeDelayMs: 3_600_000 } },
    });
    const paid = await placeOrder(t);
    const unpaid = await placeOrder(t);
    expect((await pay(t, paid.paymentId, CARDS.delayed)).statusCode).toBe(200);
    expect((await completed(t, paid.publicId)).statusCode).toBe(202);

    await t.app.maintenanceRound();
    const vouchers = await completed(t, paid.publicId);
    expect(vouchers.statusCode).toBe(200);
    expect(vouchers.json()).toHaveLength(1);
    // the unpaid one is still within its payment window
    expect((await completed(t, unpaid.publicId)).statusCode).toBe(202);
    const notices = readDb<{ notice_id: string }>(t, "SELECT notice_id FROM payment_notices");
    expect(notices).toEqual([{ notice_id: "reconciliation" }]);

    c.advance(ABANDONED_AFTER_MS + 1);
    await t.app.maintenanceRound();
    expect((await completed(t, unpaid.publicId)).statusCode).toBe(404);
    expect((await completed(t, paid.publicId)).statusCode).toBe(200);
    // gone for the visitor, kept with why for the checkout report
    expect(
      readDb(t, "SELECT status, failure_reason FROM orders WHERE public_id = ?", unpaid.publicId),
    ).toEqual([{ status: "cancelled", failure_reason: "not paid within an hour" }]);
  });

  it("closes an abandoned payment at the provider before cancelling its order: a late payer is never charged for nothing", async () => {
    const c = clock(Date.now());
    t = await startApp({ storage: { now: c.now }, maintenance: { intervalMs: 0 } });
    const late = await placeOrder(t);
    c.advance(ABANDONED_AFTER_MS + 60_000);
    await t.app.maintenanceRound();
    expect((await completed(t, late.publicId)).statusCode).toBe(404);
    // the payment window is closed at the provider too: the card is refused, nothing is charged
    const refused = await pay(t, late.paymentId, CARDS.success);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/terminated/);
    expect(readDb(t, "SELECT status FROM sandbox_payments WHERE payment_id = ?", late.paymentId)).toEqual([
      { status: "terminated" },
    ]);
  });

  it("keeps a declined order failed, with its card's reason, and closes its payment once it is abandoned", async () => {
    const c = clock(Date.now());
    t = await startApp({ storage: { now: c.now }, maintenance: { intervalMs: 0 } });
    const declined = await placeOrder(t);
    expect((await pay(t, declined.paymentId, CARDS.declined)).statusCode).toBe(402);
    const row = () =>
      readDb(
        t,
        "SELECT o.status, o.failure_reason, p.status AS payment FROM orders o JOIN payments p USING (public_id) WHERE public_id = ?",
        declined.publicId,
      );
    // within the hour another card may still pay it: reconciliation leaves it be
    await t.app.maintenanceRound();
    expect(row()).toEqual([
      { status: "failed", failure_reason: "card declined (05 Do not honor)", payment: "created" },
    ]);
    c.advance(ABANDONED_AFTER_MS + 60_000);
    await t.app.maintenanceRound();
    expect(row()).toEqual([
      { status: "failed", failure_reason: "card declined (05 Do not honor)", payment: "closed" },
    ]);
    expect((await completed(t, declined.publicId)).statusCode).toBe(404);
    expect((await pay(t, declined.paymentId, CARDS.success)).statusCode).toBe(409);
  });

  it("keeps an order whose payment could not be closed (paid meanwhile): the next round fulfils it", async () => {
    t = await startApp();
    const order = await placeOrder(t);
    // the order is old, and the provider says unpaid: reconciliation tries to close the payment
    const store = openStorage(t.dataDir);
    try {
      const result = await reconcileOrders({
        storage: store,
        nets: {
          createPayment: async () => ({ paymentId: "" }),
          retrievePayment: async () => ({ found: true, paid: false, amount: 450, currency: "EUR" }),
          // the visitor paid between the look-up and this call: the provider refuses to terminate
          terminatePayment: async () => false,
          refundPayment: async () => false,
        },
        mail: {} as never,
        orderMail: {} as never,
        metrics: NO_METRICS,
        now: () => Date.now() + ABANDONED_AFTER_MS + 1,
        log: { warn() {}, info() {}, error() {} } as never,
      });
      expect(result).toEqual({ fulfilled: 0, cancelled: 0, waiting: 1 });
    } finally {
      await store.close();
    }
    expect(readDb(t, "SELECT status FROM orders WHERE public_id = ?", order.publicId)).toEqual([
      { status: "pending" },
    ]);
  });

  it(
    "runs by itself while the server runs, not only at start",
    async () => {
      t = await startApp({
        maintenance: { intervalMs: 200 },
        shop: { payment: { sandboxNoticeDelayMs: 3_600_000 } },
      });
      const paid = await placeOrder(t);
      expect((await pay(t, paid.paymentId, CARDS.delayed)).statusCode).toBe(200);
      await expect
        .poll(async () => (await completed(t, paid.publicId)).statusCode, { timeout: scaled(20_000) })
        .toBe(200);
    },
    scaled(30_000),
  );
});
