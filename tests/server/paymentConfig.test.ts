import { describe, expect, it } from "vitest";
import { helmetOptionsFor } from "../../server/http/helmetOptions.ts";
import { netsClient, PaymentProviderError } from "../../server/shop/payments/netsClient.ts";
import { netsPaymentRequest } from "../../server/shop/payments/netsPaymentRequest.ts";
import { paymentConfig } from "../../server/shop/payments/PaymentConfig.ts";
import { paymentOptionsFromEnv } from "../../server/shop/payments/paymentOptionsFromEnv.ts";
import type { OrderRecord } from "../../server/shop/OrderRecord.ts";
import { NETS, readDb } from "./helpers/shop.ts";
import { startApp } from "./helpers/testApp.ts";

const order: OrderRecord = {
  publicId: "PUBLICID12345678",
  zoneId: "z",
  idempotencyKey: null,
  requestHash: "h",
  status: "creating",
  customer: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" },
  currency: "EUR",
  amount: 1350,
  lines: [
    {
      id: 11,
      name: "1 hour",
      description: "",
      grossAmount: 450,
      quantity: 3,
      maxDevices: 1,
      durationMs: 1,
      byteLimit: null,
      rxMaxBps: null,
      txMaxBps: null,
      translations: null,
    },
  ],
  paymentId: null,
  createdAt: 0,
  locale: null,
};

describe("payment configuration", () => {
  it("defaults to the sandbox on this origin", () => {
    expect(paymentConfig()).toMatchObject({
      provider: "sandbox",
      checkoutScriptUrl: "/payment-sandbox/v1/checkout.js",
      scriptOrigin: null,
    });
  });

  it("picks Nets Easy's test or live environment by the key", () => {
    expect(paymentConfig(NETS)).toMatchObject({
      checkoutScriptUrl: "https://test.checkout.dibspayment.eu/v1/checkout.js?v=1",
      scriptOrigin: "https://test.checkout.dibspayment.eu",
      apiBase: "https://test.api.dibspayment.eu",
      notifyBase: "https://portal.ship.example",
    });
    expect(paymentConfig({ ...NETS, checkoutKey: "live-key" })).toMatchObject({
      checkoutScriptUrl: "https://checkout.dibspayment.eu/v1/checkout.js?v=1",
      apiBase: "https://api.dibspayment.eu",
    });
  });

  it.each([
    [{ ...NETS, secretKey: undefined }, /NETS_SECRET_KEY/],
    [{ ...NETS, publicBaseUrl: "http://portal.ship.example" }, /PUBLIC_URL/],
  ])("refuses to start Nets without what it needs", (options, message) => {
    expect(() => paymentConfig(options)).toThrow(message);
  });

  it("reads the environment, and refuses an unknown provider", () => {
    expect(paymentOptionsFromEnv({ PAYMENT_PROVIDER: "NETS", NETS_CHECKOUT_KEY: "k" })).toMatchObject({
      provider: "nets",
      checkoutKey: "k",
    });
    expect(paymentOptionsFromEnv({})).toMatchObject({ provider: "sandbox" });
    expect(() => paymentOptionsFromEnv({ PAYMENT_PROVIDER: "stripe" })).toThrow(/sandbox or nets/);
  });

  it("allows the provider's origin for scripts and frames, and nothing evaluated or inline", () => {
    const csp = (
      helmetOptionsFor("https://test.checkout.dibspayment.eu").contentSecurityPolicy as {
        directives: Record<string, string[]>;
      }
    ).directives;
    expect(csp["script-src"]).toEqual(["'self'", "https://test.checkout.dibspayment.eu"]);
    expect(csp["frame-src"]).toEqual(["'self'", "https://test.checkout.dibspayment.eu"]);
    expect(JSON.stringify(csp)).not.toMatch(/unsafe-eval|'unsafe-inline'","https/);
    expect(csp["script-src"]).not.toContain("'unsafe-inline'");
  });

  it("sends the Nets CSP and the Nets script in the settings when configured", async () => {
    const t = await startApp({
      shop: { payment: NETS, paymentTransport: async () => ({ status: 500, body: null }) },
    });
    try {
      const res = await t.api("GET", "/api/v1/settings");
      expect(res.json()).toMatchObject({
        checkoutScriptUrl: "https://test.checkout.dibspayment.eu/v1/checkout.js?v=1",
        checkoutKey: "test-checkout-key-1",
      });
      expect(res.headers["content-security-policy"]).toContain(
        "script-src 'self' https://test.checkout.dibspayment.eu",
      );
      expect((await t.app.inject({ url: "/payment-sandbox/v1/checkout.js" })).statusCode).not.toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe("the Nets Easy client", () => {
  const config = paymentConfig(NETS);

  it("builds the embedded-checkout request with the customer and a per-payment notice secret", () => {
    const request = netsPaymentRequest(order, {
      portalOrigin: "http://10.0.0.1",
      notifyBase: config.notifyBase,
      notifyAuth: "a".repeat(32),
    });
    expect(request.order).toMatchObject({ amount: 1350, currency: "EUR", reference: "PUBLICID12345678" });
    expect(request.order.items[0]).toMatchObject({
      quantity: 3,
      unitPrice: 450,
      grossTotalAmount: 1350,
      netTotalAmount: 1350,
    });
    expect(request.checkout).toMatchObject({
      integrationType: "EmbeddedCheckout",
      url: "http://10.0.0.1/store",
      termsUrl: "http://10.0.0.1/policies",
      charge: true,
      merchantHandlesConsumerData: true,
      consumer: { email: "ada@example.com", privatePerson: { firstName: "Ada", lastName: "Lovelace" } },
    });
    // the completion, and a declined card's failure (it fails the checkout at once)
    expect(request.notifications.webhooks).toEqual(
      ["payment.checkout.completed", "payment.reservation.failed"].map((eventName) => ({
        eventName,
        url: "https://portal.ship.example/api/v1/payment/nets/notification",
        authorization: "a".repeat(32),
      })),
    );
  });

  it("posts to the provider with the secret key and reads the paymentId", async () => {
    const seen: unknown[] = [];
    const client = netsClient(config, async (request) => {
      seen.push(request);
      return { status: 201, body: { paymentId: "p1" } };
    });
    expect(
      await client.createPayment(
        netsPaymentRequest(order, { portalOrigin: "x", notifyBase: "y", notifyAuth: "z" }),
      ),
    ).toEqual({ paymentId: "p1" });
    expect(seen[0]).toMatchObject({
      method: "POST",
      url: "https://test.api.dibspayment.eu/v1/payments",
      headers: { authorization: "test-secret-key-1" },
    });
  });

  it.each([
    ["a refusal", async () => ({ status: 400, body: { errors: { amount: ["bad"] } } })],
    ["an answer without a paymentId", async () => ({ status: 201, body: {} })],
    ["no answer", async () => Promise.reject(new Error("timeout"))],
  ])("turns %s into a PaymentProviderError", async (_name, transport) => {
    const client = netsClient(config, transport);
    await expect(
      client.createPayment(
        netsPaymentRequest(order, { portalOrigin: "x", notifyBase: "y", notifyAuth: "z" }),
      ),
    ).rejects.toThrow(PaymentProviderError);
  });

  it("answers the portal 502 with a reason when the provider fails, and keeps the order as failed, with why", async () => {
    // a provider that does not answer; tests never reach beyond loopback, so it stands in for Nets
    const t = await startApp({
      shop: { payment: NETS, paymentTransport: async () => Promise.reject(new Error("timeout")) },
    });
    try {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/store/order/checkout/nets",
        headers: { "x-zone-public-id": "jw-swift-demo", "idempotency-key": "key-provider-down" },
        payload: {
          ...{ firstName: "A", lastName: "B", email: "a@b.co", items: [{ id: 11, amount: 1 }] },
          termsAccepted: true,
        },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe("the card payment provider did not answer; try again");
      // kept for the checkout report, its key freed for the visitor's retry
      expect(readDb(t, "SELECT status, failure_reason, idempotency_key FROM orders")).toEqual([
        {
          status: "failed",
          failure_reason: "payment provider unreachable: timeout",
          idempotency_key: null,
        },
      ]);
    } finally {
      await t.close();
    }
  });
});
