import { expect, type Page, type Response } from "@playwright/test";
import { openPortal } from "./fixtures.ts";

// the demo fleet's card-store zones (server/demo/demo-data.json)
export const SWIFT = "jw-swift-demo";
export const BREEZE = "jw-breeze-demo";
export const GANGNET = "gn-premium-demo";
export const CARDS = {
  success: "4925 0000 0000 0004",
  declined: "4000 0000 0000 0002",
  delayed: "4000 0000 0000 3063",
};
export const CUSTOMER = { first: "Ada", last: "Lovelace", email: "ada@example.com" };

export async function openStorage(page: Page, mac: string, zone = SWIFT): Promise<void> {
  await openPortal(page, mac, zone);
  await page.goto("/store");
  await expect(page.getByRole("heading", { level: 1, name: "Wi-Fi products" })).toBeVisible();
}

export async function addItem(page: Page, name: string, times = 1): Promise<void> {
  for (let i = 0; i < times; i++) await page.getByRole("button", { name: `Add one: ${name}` }).click();
}

export async function fillCustomer(page: Page, c: Partial<typeof CUSTOMER> = CUSTOMER): Promise<void> {
  await page.getByLabel("First name").fill(c.first ?? "");
  await page.getByLabel("Last name").fill(c.last ?? "");
  await page.getByLabel("E-mail").fill(c.email ?? "");
  // the terms come before the checkout (spec section 5)
  await page.getByLabel("I accept the terms and conditions").check();
}

/**
 * Items → customer → 'Continue to payment' → the access controller's bypass → back at the
 * checkout with the payment window open. Answers the order the checkout created.
 */
export async function toPayment(
  page: Page,
  items: [string, number][],
  customer: Partial<typeof CUSTOMER> = CUSTOMER,
): Promise<{ paymentId: string; publicId: string }> {
  for (const [name, times] of items) await addItem(page, name, times);
  await page.getByRole("button", { name: "Continue" }).click();
  await fillCustomer(page, customer);
  const created = page.waitForResponse(
    (r: Response) => r.url().endsWith("/api/v1/store/order/checkout/nets") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Continue to payment" }).click();
  const order = (await (await created).json()) as { paymentId: string; publicId: string };
  await expect(page).toHaveURL(/\/store\?checkout=1/);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(paymentFrame(page).getByRole("button", { name: /^Pay / })).toBeVisible();
  return order;
}

export function paymentFrame(page: Page) {
  return page.frameLocator('iframe[title="Card payment"]');
}

/** Types a sandbox test card into the provider's payment window and pays. */
export async function payWith(page: Page, card: string): Promise<void> {
  const frame = paymentFrame(page);
  await frame.getByLabel("Card number").fill(card);
  await frame.getByLabel("Expiry (MM/YY)").fill("12/39");
  await frame.getByLabel("CVC").fill("123");
  await frame.getByRole("button", { name: /^Pay / }).click();
}

/** What the sandbox's payment window does, without the window: the browser never hears of it. */
export async function payBehindTheScenes(page: Page, paymentId: string, card = CARDS.success): Promise<void> {
  const res = await page.request.post(`/payment-sandbox/v1/checkout/${paymentId}/pay`, {
    data: { checkoutKey: "sandbox-checkout-key", cardNumber: card, expiry: "12/39", cvc: "123" },
  });
  expect(res.status(), await res.text()).toBe(200);
}

export async function orderVouchers(page: Page, publicId: string, zone = SWIFT) {
  const res = await page.request.get(`/api/v1/store/order/${publicId}/completed`, {
    headers: { "X-Zone-Public-Id": zone },
  });
  return { status: res.status(), vouchers: (await res.json()) as { code: string; name: string }[] };
}
