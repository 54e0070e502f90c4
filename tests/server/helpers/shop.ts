import { join } from "node:path";
import Database from "better-sqlite3";
import { expect, vi } from "vitest";
import type { TestApp } from "./testApp.ts";
import { scaled } from "../../timeoutFactor.ts";

export const SWIFT = "jw-swift-demo";
// Nets Easy as the server is configured for it (its calls go to the test's transport)
export const NETS = {
  provider: "nets",
  checkoutKey: "test-checkout-key-1",
  secretKey: "test-secret-key-1",
  publicBaseUrl: "https://portal.ship.example/",
} as const;
// the customer step's fields, and its terms accepted (the checkout refuses an order without them)
export const CUSTOMER = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  termsAccepted: true,
};
export const CARDS = {
  success: "4925 0000 0000 0004",
  declined: "4000 0000 0000 0002",
  delayed: "4000000000003063",
};

export async function checkout(t: TestApp, body: unknown, key?: string, zone = SWIFT) {
  return t.app.inject({
    method: "POST",
    url: "/api/v1/store/order/checkout/nets",
    headers: { "x-zone-public-id": zone, ...(key ? { "idempotency-key": key } : {}) },
    payload: body as object,
  });
}

/** An order of the Swift zone, created through the API: its paymentId and publicId. */
export async function placeOrder(t: TestApp, items = [{ id: 11, amount: 1 }], key?: string) {
  const res = await checkout(t, { ...CUSTOMER, items }, key);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { paymentId: string; publicId: string };
}

// what the sandbox's payment window does when the visitor pays
export async function pay(t: TestApp, paymentId: string, cardNumber: string) {
  return t.app.inject({
    method: "POST",
    url: `/payment-sandbox/v1/checkout/${paymentId}/pay`,
    payload: { checkoutKey: "sandbox-checkout-key", cardNumber, expiry: "12/39", cvc: "123" },
  });
}

export async function completed(t: TestApp, publicId: string, zone = SWIFT) {
  return t.api("GET", `/api/v1/store/order/${publicId}/completed`, undefined, zone);
}

export async function waitForVouchers(t: TestApp, publicId: string) {
  let vouchers: {
    code: string;
    name: string;
    description: string;
    translations?: Record<string, { name: string; description: string }>;
  }[] = [];
  await vi.waitFor(
    async () => {
      const res = await completed(t, publicId);
      expect(res.statusCode).toBe(200);
      vouchers = res.json();
    },
    { timeout: scaled(5000), interval: 50 },
  );
  return vouchers;
}

/** Reads the test's database directly, as an operator would (WAL lets a second reader in). */
export function readDb<T>(t: TestApp, sql: string, ...params: unknown[]): T[] {
  const db = new Database(join(t.dataDir, "gangway.db"), { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

export function notice(paymentId: string, amount = 450, currency = "EUR", id = "notice-1") {
  return {
    id,
    merchantId: 100000000,
    timestamp: "2026-06-01T12:00:00Z",
    event: "payment.checkout.completed",
    data: { paymentId, order: { amount: { amount, currency }, reference: "x" } },
  };
}

export async function sendNotice(t: TestApp, body: unknown, authorization: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/v1/payment/nets/notification",
    headers: { authorization },
    payload: body as object,
  });
}
