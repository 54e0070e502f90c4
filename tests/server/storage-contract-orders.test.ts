import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHECKOUT_COMPLETED } from "../../server/shop/decideCompletion.ts";
import { folio } from "../../server/cruise/folio.ts";
import { pollCharge } from "../../server/cruise/pollCharge.ts";
import { pollValidation } from "../../server/cruise/pollValidation.ts";
import { startValidation } from "../../server/cruise/startValidation.ts";
import { startCharge } from "../../server/cruise/startCharge.ts";
import { newVoucherCode } from "../../server/vouchers/newVoucherCode.ts";
import { completePayment } from "../../server/shop/completePayment.ts";
import { attachPayment, createOrder } from "../../server/shop/createOrder.ts";
import type { OrderRecord } from "../../server/shop/OrderRecord.ts";
import { findOrder, findStore, orderVouchers } from "../../server/shop/orderRows.ts";
import { activateVoucher } from "../../server/vouchers/activateVoucher.ts";
import { issueVoucher } from "../../server/vouchers/issueVoucher.ts";
import { CRUISE_ZONE, LAMBERT, LAMBERT_CABIN } from "./helpers/cruise.ts";
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
const newCode = () => newVoucherCode();

// the purchases' half of the contract: idempotent under parallel repeats, on every store
describe.each(CONTRACT_BACKENDS)("order and cruise storage contract on %s", (_name, open) => {
  let c: ContractBackend;
  beforeAll(async () => {
    c = await open(NOW);
  });
  afterAll(() => c.close());

  async function pendingOrder(publicId: string, key: string | null, quantity = 2): Promise<OrderRecord> {
    const store = await findStore(c.store.db, ZONE);
    const item = store?.items[0];
    if (!store || !item) throw new Error("the demo zone has a store");
    const order: OrderRecord = {
      publicId,
      zoneId: ZONE,
      idempotencyKey: key,
      requestHash: "h",
      status: "creating",
      customer: { firstName: "Ada", lastName: "Byron", email: "ada@example.org" },
      currency: store.currency,
      amount: item.grossAmount * quantity,
      lines: [{ ...item, quantity }],
      paymentId: null,
      createdAt: NOW,
      locale: null,
    };
    return order;
  }

  it("creates one order when 20 requests with one idempotency key arrive at once", async () => {
    const orders = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => createOrder(c.store, await pendingOrder(`key-${i}`, "k1"))),
    );
    expect(orders.filter((o) => o.created)).toHaveLength(1);
    expect(new Set(orders.map((o) => o.order.publicId)).size).toBe(1);
    expect(orders.every((o) => o.order.lines[0]?.quantity === 2)).toBe(true);
  });

  it("turns a payment notice delivered 30 times at once into one set of vouchers", async () => {
    const order = await pendingOrder("pay-1", null);
    await createOrder(c.store, order);
    await attachPayment(
      c.store,
      "pay-1",
      { paymentId: "p-1", provider: "sandbox", notifyAuth: "secret" },
      NOW,
    );
    const notice = {
      paymentId: "p-1",
      authorization: "secret",
      event: CHECKOUT_COMPLETED,
      amount: order.amount,
      currency: order.currency,
    };
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        completePayment(c.store, { ...notice, noticeId: `n-${i}` }, NOW, newCode, orderMail),
      ),
    );
    expect(outcomes.filter((o) => o.kind === "completed")).toHaveLength(1);
    expect(outcomes.filter((o) => o.kind === "already-completed")).toHaveLength(29);
    const vouchers = await orderVouchers(c.store.db, "pay-1");
    expect(vouchers).toHaveLength(2);
    // every repeat answers the same two codes, and each code redeems
    for (const o of outcomes) if ("vouchers" in o) expect(o.vouchers).toEqual(vouchers);
    const redeemed = await activateVoucher(
      c.store,
      {
        zoneId: ZONE,
        mac: "0a:00:00:00:00:01",
        code: vouchers[0]?.code ?? "",
        logoutOldest: false,
        attemptedCode: attempted(vouchers[0]?.code ?? ""),
      },
      NOW,
    );
    expect(redeemed.kind).toBe("activate");
    expect((await findOrder(c.store, ZONE, "pay-1"))?.status).toBe("completed");
  });

  // issue 34: one function issues every voucher (vouchers/issueVoucher.ts), with one rule: a code
  // no zone holds. An order's used to be unique in its zone only, a batch's in the whole fleet
  it("issues an order's voucher a code no voucher of any zone holds, as a batch's", async () => {
    // another zone's voucher holds the first code the order will draw
    await issueVoucher(
      c.store.db,
      {
        zoneId: "jw-swift-demo",
        maxDevices: 1,
        durationMs: 60_000,
        byteLimit: null,
        rxMaxBps: null,
        txMaxBps: null,
        validUntil: null,
      },
      { createdAt: NOW },
      { newCode: () => "HKKKKKKK" },
    );
    await createOrder(c.store, await pendingOrder("pay-unique", null, 1));
    await attachPayment(
      c.store,
      "pay-unique",
      { paymentId: "p-unique", provider: "sandbox", notifyAuth: "secret" },
      NOW,
    );
    const draws = ["HKKKKKKK", "HMMMMMMM"];
    const notice = {
      paymentId: "p-unique",
      authorization: "secret",
      noticeId: "n-unique",
      event: CHECKOUT_COMPLETED,
    };
    const order = await findOrder(c.store, ZONE, "pay-unique");
    const done = await completePayment(
      c.store,
      { ...notice, amount: order?.amount, currency: order?.currency },
      NOW,
      () => draws.shift() ?? newVoucherCode(),
      orderMail,
    );
    expect(done.kind).toBe("completed");
    expect((await orderVouchers(c.store.db, "pay-unique")).map((v) => v.code)).toEqual(["HMMMMMMM"]);
  });

  it("refuses a notice without the payment's secret, and an unknown payment", async () => {
    const notice = { paymentId: "p-none", authorization: "x", noticeId: null, event: CHECKOUT_COMPLETED };
    const unknown = await completePayment(
      c.store,
      { ...notice, amount: 1, currency: "EUR" },
      NOW,
      newCode,
      orderMail,
    );
    expect(unknown.kind).toBe("unknown-payment");
    await createOrder(c.store, await pendingOrder("pay-2", null, 1));
    await attachPayment(
      c.store,
      "pay-2",
      { paymentId: "p-2", provider: "sandbox", notifyAuth: "right" },
      NOW,
    );
    const wrong = await completePayment(
      c.store,
      { ...notice, paymentId: "p-2", amount: undefined, currency: undefined },
      NOW,
      newCode,
      orderMail,
    );
    expect(wrong.kind).toBe("unauthorized");
    expect(await orderVouchers(c.store.db, "pay-2")).toEqual([]);
  });

  it("bills a cabin once when one charge is retried 10 times at once", async () => {
    const request = {
      ...LAMBERT,
      packageId: "WIFI-1H",
      prepaid: false,
      browser: "browser-1",
      termsAccepted: true,
    };
    const relays = await Promise.all(
      Array.from({ length: 10 }, () => startCharge(c.store, CRUISE_ZONE, request, NOW, 0)),
    );
    expect(new Set(relays).size).toBe(1);
    const bill = await folio(c.store, CRUISE_ZONE, LAMBERT_CABIN);
    expect(bill.filter((l) => l.packageId === "WIFI-1H")).toHaveLength(1);
    const poll = await pollCharge(c.store, CRUISE_ZONE, relays[0] ?? "", NOW, "browser-1");
    expect(poll).toEqual({ state: "done", result: bill[0]?.voucherCode });
    // the relay id answers the browser that asked, no other
    expect(await pollCharge(c.store, CRUISE_ZONE, relays[0] ?? "", NOW, "browser-2")).toEqual({
      state: "unknown",
    });
  });

  it("validates a booking and lists its packages, prepaid first", async () => {
    const who = LAMBERT;
    const relay = await startValidation(c.store, CRUISE_ZONE, who, NOW, 0, "browser-1");
    const poll = await pollValidation(c.store, CRUISE_ZONE, relay, NOW, "browser-1");
    expect(poll.state === "done" && poll.result.map((p) => [p.id, p.prepaid])).toEqual([
      ["SOCIAL-3D", true],
      ["WIFI-1H", false],
      ["WIFI-24H", false],
    ]);
    expect(await pollValidation(c.store, CRUISE_ZONE, relay, NOW, undefined)).toEqual({ state: "unknown" });
    expect(await pollValidation(c.store, CRUISE_ZONE, "no-such-relay", NOW, "browser-1")).toEqual({
      state: "unknown",
    });
  });
});
