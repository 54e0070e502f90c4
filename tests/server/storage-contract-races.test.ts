import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activateOpen } from "../../server/opens/activateOpen.ts";
import { listOpens } from "../../server/opens/openRows.ts";
import { findSession } from "../../server/sessions/sessionRows.ts";
import { attachPayment, createOrder } from "../../server/shop/createOrder.ts";
import { completePayment } from "../../server/shop/completePayment.ts";
import { CHECKOUT_COMPLETED } from "../../server/shop/decideCompletion.ts";
import type { OrderRecord } from "../../server/shop/OrderRecord.ts";
import { findStore, orderVouchers } from "../../server/shop/orderRows.ts";
import { activateVoucher } from "../../server/vouchers/activateVoucher.ts";
import { mintVouchers } from "../../server/vouchers/mintVouchers.ts";
import { newVoucherCode } from "../../server/vouchers/newVoucherCode.ts";
import {
  attempted,
  CONTRACT_BACKENDS,
  type ContractBackend,
  orderMailOfFleet,
} from "./helpers/contractBackends.ts";
import { ZONE } from "./helpers/testApp.ts";

// the order e-mail as a server of the repository's fleet writes it
const orderMail = orderMailOfFleet();

const NOW = Date.parse("2026-06-01T12:00:00Z");
const PAIRS = 60;
const WAVE = 15;
const mac = (n: number) =>
  `0b:00:00:00:${(n >> 8).toString(16).padStart(2, "0")}:${(n & 255).toString(16).padStart(2, "0")}`;

// issue 26, finding 8: what two requests at one instant did on PostgreSQL
describe.each(CONTRACT_BACKENDS)("races on one device and one order, on %s", (_name, open) => {
  let c: ContractBackend;
  beforeAll(async () => {
    c = await open(NOW);
  });
  afterAll(() => c.close());

  it("finding 8: a voucher and a trial on one device at one instant: the device ends on the voucher whenever it activated", async () => {
    const [trial] = await listOpens(c.store.db, ZONE);
    if (!trial) throw new Error("the demo zone has a trial");
    const { codes } = await mintVouchers(c.store, {
      zoneId: ZONE,
      count: PAIRS,
      durationMs: 86_400_000,
      maxDevices: 1,
      byteLimit: null,
      validUntil: null,
    });
    // each device's two requests at one instant; the devices in waves that fit the pool's 60
    // connections, so that no request waits for one (on a loaded machine a wait outlasted the pool's
    // 5 s connect timeout, which is the product's, for a dead database)
    const outcomes = [];
    for (let wave = 0; wave < codes.length; wave += WAVE)
      outcomes.push(
        ...(await Promise.all(
          codes.slice(wave, wave + WAVE).map(async (code, i) => {
            const n = wave + i;
            const device = mac(n);
            const [voucher, open] = await Promise.all([
              activateVoucher(
                c.store,
                { zoneId: ZONE, mac: device, code, logoutOldest: false, attemptedCode: attempted(code) },
                NOW,
              ),
              activateOpen(c.store, ZONE, trial.id, device, NOW, "UTC"),
            ]);
            return {
              code,
              voucher: voucher.kind,
              open: open.kind,
              session: await findSession(c.store.db, ZONE, device),
            };
          }),
        )),
      );
    // a voucher that answered 200 is the device's session: its paid clock never runs under a trial
    for (const o of outcomes) {
      expect(o.voucher).toBe("activate");
      expect(o.session?.voucherCode, JSON.stringify(o)).toBe(o.code);
    }
  });

  it("finding 8: two payments of one order completing at once make one set of vouchers and no error", async () => {
    const store = await findStore(c.store.db, ZONE);
    const item = store?.items[0];
    if (!store || !item) throw new Error("the demo zone has a store");
    for (let round = 0; round < 10; round++) {
      const publicId = `two-payments-${round}`;
      const order: OrderRecord = {
        ...{ publicId, zoneId: ZONE, idempotencyKey: null, requestHash: "h", status: "creating" },
        customer: { firstName: "Ada", lastName: "Byron", email: "ada@example.org" },
        ...{ currency: store.currency, amount: item.grossAmount * 2, lines: [{ ...item, quantity: 2 }] },
        ...{ paymentId: null, createdAt: NOW, locale: null },
      };
      await createOrder(c.store, order);
      // the visitor paid in two windows (a retried checkout): the order has two payments
      for (const p of ["a", "b"])
        await attachPayment(
          c.store,
          publicId,
          { paymentId: `${publicId}-${p}`, provider: "sandbox", notifyAuth: "s" },
          NOW,
        );
      const notice = (p: string) => ({
        ...{
          paymentId: `${publicId}-${p}`,
          authorization: "s",
          noticeId: `n-${p}`,
          event: CHECKOUT_COMPLETED,
        },
        ...{ amount: order.amount, currency: order.currency },
      });
      const outcomes = await Promise.all(
        ["a", "b"].map((p) => completePayment(c.store, notice(p), NOW, () => newVoucherCode(), orderMail)),
      );
      expect(outcomes.map((o) => o.kind).sort()).toEqual(["already-completed", "completed"]);
      expect(await orderVouchers(c.store.db, publicId)).toHaveLength(2);
    }
  });
});
