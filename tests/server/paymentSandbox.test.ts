import { afterEach, describe, expect, it } from "vitest";
import { CARDS, completed, pay, placeOrder, readDb, waitForVouchers } from "./helpers/shop.ts";
import { sandboxAuth } from "./helpers/secrets.ts";
import { startApp, type TestApp } from "./helpers/testApp.ts";
import { scaled } from "../timeoutFactor.ts";

const create = (t: TestApp, body: unknown, headers: Record<string, string> = sandboxAuth(t.dataDir)) =>
  t.app.inject({ method: "POST", url: "/payment-sandbox/v1/payments", headers, payload: body as object });
// the notices the server has received, in order: what a sandbox's sending is awaited by
const notices = (t: TestApp) =>
  readDb<{ outcome: string }>(t, "SELECT outcome FROM payment_notices ORDER BY id").map((n) => n.outcome);
const settled = { timeout: scaled(5000), interval: 50 };

const item = {
  reference: "1",
  name: "1 hour",
  quantity: 1,
  unit: "pcs",
  unitPrice: 450,
  grossTotalAmount: 450,
  netTotalAmount: 450,
};

describe("the payment sandbox", () => {
  let t: TestApp;
  afterEach(() => t.close());

  it("serves Dibs.Checkout's script, and a payment window only this origin may frame", async () => {
    t = await startApp();
    const script = await t.app.inject({ url: "/payment-sandbox/v1/checkout.js" });
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toContain("javascript");
    expect(script.body).toContain("window.Dibs.Checkout = Checkout");
    const frame = await t.app.inject({ url: "/payment-sandbox/v1/frame.html?paymentId=x" });
    expect(frame.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(frame.headers["x-frame-options"]).toBe("SAMEORIGIN");
    const portal = await t.api("GET", "/api/v1/settings");
    expect(portal.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(portal.headers["content-security-policy"]).toMatch(/script-src 'self';/);
    expect((await t.app.inject({ url: "/payment-sandbox/v1/nothing.js" })).statusCode).toBe(400);
  });

  it("creates payments only with the secret key, and only when the items add up", async () => {
    t = await startApp();
    const order = { items: [item], amount: 450, currency: "EUR", reference: "r" };
    expect((await create(t, { order, checkout: {} }, {})).statusCode).toBe(401);
    expect((await create(t, { order: { ...order, amount: 500 }, checkout: {} })).statusCode).toBe(400);
    const res = await create(t, { order, checkout: { integrationType: "EmbeddedCheckout" } });
    expect(res.statusCode).toBe(201);
    const { paymentId } = res.json();
    const got = await t.app.inject({
      url: `/payment-sandbox/v1/payments/${paymentId}`,
      headers: sandboxAuth(t.dataDir),
    });
    expect(got.json().payment).toMatchObject({
      paymentId,
      orderDetails: { amount: 450, currency: "EUR" },
      summary: {},
    });
  });

  it("shows the payment window its amount for the checkout key, and nothing for another key", async () => {
    t = await startApp();
    const { paymentId } = await placeOrder(t, [{ id: 12, amount: 1 }]);
    const res = await t.app.inject({
      url: `/payment-sandbox/v1/checkout/${paymentId}?checkoutKey=sandbox-checkout-key`,
    });
    expect(res.json()).toMatchObject({ amount: 900, currency: "EUR", status: "open" });
    expect(
      (await t.app.inject({ url: `/payment-sandbox/v1/checkout/${paymentId}?checkoutKey=other` })).statusCode,
    ).toBe(404);
  });

  it("pays with the success card: the notice arrives by itself, twice, and creates one voucher", async () => {
    t = await startApp();
    const { paymentId, publicId } = await placeOrder(t);
    const res = await pay(t, paymentId, CARDS.success);
    expect(res.json()).toEqual({ paymentId, status: "reserved" });
    expect(await waitForVouchers(t, publicId)).toHaveLength(1);
    await expect.poll(() => notices(t), settled).toEqual(["completed", "already-completed"]);
    expect((await pay(t, paymentId, CARDS.success)).statusCode).toBe(409);
  });

  it("declines the declined card: the checkout fails at once, the window stays open for another card", async () => {
    t = await startApp();
    const { paymentId, publicId } = await placeOrder(t);
    const res = await pay(t, paymentId, CARDS.declined);
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe("card declined by the issuer");
    // the provider told the server (payment.reservation.failed) before the window heard: failed now,
    // not pending for the hour reconciliation waits, so the checkout report lists it
    expect(notices(t)).toEqual(["declined"]);
    const order = () =>
      readDb<{ status: string; failure_reason: string | null }>(
        t,
        "SELECT status, failure_reason FROM orders WHERE public_id = ?",
        publicId,
      );
    expect(order()).toEqual([{ status: "failed", failure_reason: "card declined (05 Do not honor)" }]);
    // no voucher; the visitor's window may still take another card, and that sale completes it
    expect((await completed(t, publicId)).statusCode).toBe(202);
    expect((await pay(t, paymentId, CARDS.success)).statusCode).toBe(200);
    expect(await waitForVouchers(t, publicId)).toHaveLength(1);
    expect(order()).toEqual([{ status: "completed", failure_reason: null }]);
  });

  it("confirms the delay card only after the delay", async () => {
    // long enough, on this machine now, that the order is surely asked about before it ends
    const delay = scaled(600);
    t = await startApp({ shop: { payment: { sandboxNoticeDelayMs: delay } } });
    const { paymentId, publicId } = await placeOrder(t);
    const paidAt = Date.now();
    expect((await pay(t, paymentId, CARDS.delayed)).statusCode).toBe(200);
    expect((await completed(t, publicId)).statusCode).toBe(202);
    expect(await waitForVouchers(t, publicId)).toHaveLength(1);
    // a lower bound holds however busy the machine is
    expect(Date.now() - paidAt).toBeGreaterThanOrEqual(delay);
  });

  it("resends a paid payment's notice on request, which changes nothing", async () => {
    t = await startApp();
    const { paymentId, publicId } = await placeOrder(t);
    const resend = () =>
      t.app.inject({
        method: "POST",
        url: `/payment-sandbox/v1/payments/${paymentId}/notifications/resend`,
        headers: sandboxAuth(t.dataDir),
      });
    expect((await resend()).statusCode).toBe(409);
    await pay(t, paymentId, CARDS.success);
    const vouchers = await waitForVouchers(t, publicId);
    expect((await resend()).statusCode).toBe(200);
    expect((await resend()).statusCode).toBe(200);
    // a resend is answered once its notice was: the first and the two resent ones are in already
    expect(notices(t).length).toBeGreaterThanOrEqual(3);
    // the sandbox's own two notices and the two resent ones, all received
    await expect.poll(() => notices(t).length, settled).toBe(4);
    expect(await waitForVouchers(t, publicId)).toEqual(vouchers);
  });

  it.each([
    ["an unknown card", { cardNumber: "4111 1111 1111 1111" }, 400],
    ["an expired card", { expiry: "01/20" }, 400],
    ["a malformed CVC", { cvc: "12" }, 400],
  ])("refuses %s with a 4xx", async (_name, change, status) => {
    t = await startApp();
    const { paymentId } = await placeOrder(t);
    const payload = {
      checkoutKey: "sandbox-checkout-key",
      cardNumber: CARDS.success,
      expiry: "12/39",
      cvc: "123",
      ...change,
    };
    const res = await t.app.inject({
      method: "POST",
      url: `/payment-sandbox/v1/checkout/${paymentId}/pay`,
      payload,
    });
    expect(res.statusCode).toBe(status);
  });
});
