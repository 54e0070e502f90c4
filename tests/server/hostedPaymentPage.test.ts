import { afterEach, describe, expect, it } from "vitest";
import { netsPaymentRequest } from "../../server/shop/payments/netsPaymentRequest.ts";
import type { OrderRecord } from "../../server/shop/OrderRecord.ts";
import { withPaymentTarget } from "../../server/http/withPaymentTarget.ts";
import { sandboxAuth } from "./helpers/secrets.ts";
import { startApp, type TestApp } from "./helpers/testApp.ts";

// Issue 35: where the embedded checkout cannot run (no script), Nets Easy's hosted payment page:
// a HostedPaymentPage create-payment answers the page's address, which the sandbox plays as a plain
// HTML form; a test card taken there sends the browser back to the returnUrl with `paymentid`.
const item = {
  reference: "1",
  name: "1 hour",
  quantity: 1,
  unit: "pcs",
  unitPrice: 450,
  grossTotalAmount: 450,
  netTotalAmount: 450,
};
const order = { items: [item], amount: 450, currency: "EUR", reference: "r" };
const RETURN = "http://127.0.0.1:4580/store?mac=02:00:00:00:00:09&zoneId=jw-swift-demo&order=abc";
const CANCEL = "http://127.0.0.1:4580/store?mac=02:00:00:00:00:09&zoneId=jw-swift-demo";

describe("the hosted payment page", () => {
  let t: TestApp;
  // the request shape is checked without an app
  afterEach(() => (t as TestApp | undefined)?.close());

  const create = (checkout: object) =>
    t.app.inject({
      method: "POST",
      url: "/payment-sandbox/v1/payments",
      headers: sandboxAuth(t.dataDir),
      payload: { order, checkout },
    });
  const form = (path: string, fields: Record<string, string>) =>
    t.app.inject({
      method: "POST",
      url: path,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(fields).toString(),
    });

  it("the portal asks for it with Nets Easy's request shape (returnUrl and cancelUrl, no url)", () => {
    const stored = {
      publicId: "p".repeat(22),
      amount: 450,
      currency: "EUR",
      customer: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" },
      lines: [{ id: 1, name: "1 hour", grossAmount: 450, quantity: 1 }],
    } as unknown as OrderRecord;
    const context = {
      portalOrigin: "https://portal.example",
      notifyBase: "https://portal.example",
      notifyAuth: "a",
    };
    const hosted = netsPaymentRequest(stored, {
      ...context,
      hosted: { returnUrl: RETURN, cancelUrl: CANCEL },
    });
    expect(hosted.checkout).toMatchObject({
      integrationType: "HostedPaymentPage",
      returnUrl: RETURN,
      cancelUrl: CANCEL,
    });
    expect(hosted.checkout.url).toBeUndefined();
    const embedded = netsPaymentRequest(stored, context);
    expect(embedded.checkout).toMatchObject({
      integrationType: "EmbeddedCheckout",
      url: "https://portal.example/store",
    });
  });

  it("answers its address, draws a form without script, and takes a test card back to the returnUrl", async () => {
    t = await startApp();
    expect((await create({ integrationType: "HostedPaymentPage" })).statusCode).toBe(400);
    const res = await create({ integrationType: "HostedPaymentPage", returnUrl: RETURN, cancelUrl: CANCEL });
    expect(res.statusCode).toBe(201);
    const { paymentId, hostedPaymentPageUrl } = res.json() as {
      paymentId: string;
      hostedPaymentPageUrl: string;
    };
    const url = new URL(hostedPaymentPageUrl);
    expect(url.origin).toBe("http://127.0.0.1:4580");
    const page = await t.app.inject({ url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('name="cardNumber"');
    expect(page.body).not.toContain("<script");
    expect(page.body).toContain(`href="${CANCEL.replace(/&/g, "&amp;")}"`);
    // another checkout key sees nothing
    expect((await t.app.inject({ url: `${url.pathname}?checkoutKey=other` })).statusCode).toBe(404);
    const card = { checkoutKey: "sandbox-checkout-key", expiry: "12/39", cvc: "123" };
    const declined = await form(url.pathname, { ...card, cardNumber: "4000 0000 0000 0002" });
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain("declined by the issuer");
    const wrong = await form(url.pathname, { ...card, cardNumber: "4111 1111 1111 1111" });
    expect(wrong.statusCode).toBe(400);
    const paid = await form(url.pathname, { ...card, cardNumber: "4925 0000 0000 0004" });
    expect(paid.statusCode).toBe(303);
    const back = new URL(paid.headers.location as string);
    expect(`${back.origin}${back.pathname}`).toBe("http://127.0.0.1:4580/store");
    expect(back.searchParams.get("order")).toBe("abc");
    expect(back.searchParams.get("paymentid")).toBe(paymentId);
    const got = await t.app.inject({
      url: `/payment-sandbox/v1/payments/${paymentId}`,
      headers: sandboxAuth(t.dataDir),
    });
    expect(got.json().payment.summary).toMatchObject({ reservedAmount: 450 });
  });

  it("an embedded payment has no hosted page", async () => {
    t = await startApp();
    const res = await create({ integrationType: "EmbeddedCheckout", url: "http://127.0.0.1:4580/store" });
    const { paymentId, hostedPaymentPageUrl } = res.json() as {
      paymentId: string;
      hostedPaymentPageUrl?: string;
    };
    expect(hostedPaymentPageUrl).toBeUndefined();
    const page = await t.app.inject({
      url: `/payment-sandbox/v1/hostedpaymentpage/${paymentId}?checkoutKey=sandbox-checkout-key`,
    });
    expect(page.statusCode).toBe(404);
  });
});

describe("the portal's policy", () => {
  it("lets the payment form go on to Nets Easy's hosted page, and nowhere else", () => {
    const policy = "default-src 'self'; form-action 'self'; frame-ancestors 'none'";
    expect(withPaymentTarget(policy, "https://test.checkout.dibspayment.eu")).toBe(
      "default-src 'self'; form-action 'self' https://test.checkout.dibspayment.eu; frame-ancestors 'none'",
    );
    expect(withPaymentTarget(policy, null)).toBe(policy);
    expect(withPaymentTarget(policy, "https://x.example; script-src *")).toBe(policy);
  });
});
