import { afterEach, describe, expect, it } from "vitest";
import { ABANDONED_AFTER_MS } from "../../server/store/reconcileOrders.ts";
import { CARDS, completed, pay, placeOrder, readDb } from "./helpers/store.ts";
import { clock, startApp, type TestApp } from "./helpers/testApp.ts";
import { scaled } from "../timeoutFactor.ts";

describe("reconciliation: paid is always fulfilled", () => {
  let t: TestApp;
  afterEach(() => t.close());

  it("fulfils a paid order whose notice never came, and cancels an abandoned one", async () => {
    const c = clock(Date.now());
    // the delayed card's notice would come in an hour: it is as good as lost
    t = await startApp({
      now: c.now,
      maintenanceIntervalMs: 0,
      payment: { sandboxNoticeDelayMs: 3_600_000 },
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
  });

  it(
    "runs by itself while the server runs, not only at start",
    async () => {
      t = await startApp({ maintenanceIntervalMs: 200, payment: { sandboxNoticeDelayMs: 3_600_000 } });
      const paid = await placeOrder(t);
      expect((await pay(t, paid.paymentId, CARDS.delayed)).statusCode).toBe(200);
      await expect
        .poll(async () => (await completed(t, paid.publicId)).statusCode, { timeout: scaled(20_000) })
        .toBe(200);
    },
    scaled(30_000),
  );
});
