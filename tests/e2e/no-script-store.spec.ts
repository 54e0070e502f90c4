import type { Page } from "@playwright/test";
import { expect, test, uniqueMac } from "./fixtures.ts";
import { expectNoAxeViolations } from "./fleet/a11y.ts";
import { expectConnected } from "./passengerFleet.ts";
import { CARDS, orderVouchers, SWIFT } from "./storeSteps.ts";
import { scaled } from "../timeoutFactor.ts";

// Issue 35: without JavaScript the store never loaded ("Wi-Fi products — Loading.. Please wait"
// for ever, /store?checkout=1 too). Now the server draws it: items, the cart's + and − as a form,
// the customer step, then the card payment on the provider's hosted payment page (the sandbox
// plays Nets Easy's), which sends the browser back to the store's page with the order's vouchers.
test.use({ javaScriptEnabled: false });

const store = (page: Page, lang = "en") =>
  page.goto(`/store?mac=${uniqueMac()}&zoneId=${SWIFT}&lang=${lang}`);
const add = (page: Page, nth = 0) => page.locator('button[name=_step][value^="add:"]').nth(nth).click();

// the customer step by its fields' names: the same in every language
async function customer(page: Page, submit: string) {
  await page.locator("input[name=firstName]").fill("Ada");
  await page.locator("input[name=lastName]").fill("Lovelace");
  await page.locator("input[name=email]").fill("ada@example.com");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: submit }).click();
}

// the sandbox's hosted page: a plain form, no script
async function payOnHostedPage(page: Page, card: string) {
  await expect(page).toHaveURL(/\/payment-sandbox\/v1\/hostedpaymentpage\/[0-9a-f]{32}\?/);
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry (MM/YY)").fill("12/39");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Pay / }).click();
}

// one voucher in the cart, the customer step, then on to the provider's page
async function toHostedPage(page: Page) {
  await store(page);
  await add(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await customer(page, "Continue to payment");
  await page.getByRole("button", { name: "Pay by card" }).click();
}

const orderOf = (page: Page) => new URL(page.url()).searchParams.get("order") ?? "";

test("buys a voucher without JavaScript: items, customer, the sandbox's hosted page, then its vouchers", async ({
  page,
}) => {
  await store(page);
  await expect(page.getByRole("heading", { level: 1, name: "Wi-Fi products" })).toBeVisible();
  await expect(page.getByText("Loading.. Please wait")).toHaveCount(0);
  await page.getByRole("button", { name: "Add one: 1 hour" }).click();
  await expect(page.getByText("Total 4,50 EUR")).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await customer(page, "Continue to payment");
  // through the controller's bypass and back: the order kept for the payment
  await expect(page).toHaveURL(/\/store\?checkout=1/);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await page.getByRole("button", { name: "Pay by card" }).click();
  await expect(page.getByText("Total 4.50 EUR")).toBeVisible();
  await payOnHostedPage(page, CARDS.success);
  await expect(page).toHaveURL(/\/store\?.*order=/);
  await expect(page.getByText("Thank you for your purchase!")).toBeVisible();
  const { status, vouchers } = await orderVouchers(page, orderOf(page));
  expect(status).toBe(200);
  expect(vouchers).toHaveLength(1);
  await expect(page.getByText(vouchers[0]?.code ?? "none")).toBeVisible();
  // and the voucher goes online on this device, still without a script: its terms, then Connected
  await page.getByRole("button", { name: "Activate on this device" }).click();
  const terms = page.getByRole("dialog", { name: "Terms and conditions" });
  await terms.getByRole("checkbox").check();
  await terms.getByRole("button", { name: "Connect" }).click();
  await expectConnected(page);
});

test("the cart as a form: + up to the store's limit, −, an empty cart's Continue, Change items keeps it", async ({
  page,
}) => {
  await store(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Your cart is empty" })).toBeVisible();
  // jw-swift-demo sells at most 3 vouchers an order: the plus buttons stop there
  for (let i = 0; i < 3; i++) await add(page, i % 2);
  await expect(page.getByText("Total 18 EUR")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add one: Day pass" })).toBeDisabled();
  await page.getByRole("button", { name: "Remove one: Crossing" }).click();
  await expect(page.getByText("Total 9 EUR")).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible();
  await page.getByRole("button", { name: "Change items" }).click();
  await expect(page.getByText("Total 9 EUR")).toBeVisible();
});

test("a declined card stays on the hosted page with the refusal; Cancel goes back to the store", async ({
  page,
}) => {
  await toHostedPage(page);
  await payOnHostedPage(page, CARDS.declined);
  await expect(page.getByRole("alert")).toHaveText(/declined by the issuer/);
  await page.getByRole("link", { name: "Cancel and return to the shop" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Wi-Fi products" })).toBeVisible();
});

test("a late confirmation: the return page asks again by itself until the vouchers are there", async ({
  page,
}) => {
  await toHostedPage(page);
  await payOnHostedPage(page, CARDS.delayed);
  await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(1);
  await expect(page.getByText("Loading.. Please wait")).toBeVisible();
  await expect(page.getByText("Thank you for your purchase!")).toBeVisible({ timeout: scaled(30_000) });
  await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
});

test("the payment's form posted again once paid: the order's own page, never a second payment", async ({
  page,
  baseURL,
}) => {
  await store(page);
  await add(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await customer(page, "Continue to payment");
  const pay = page.getByRole("button", { name: "Pay by card" });
  const hidden = pay.locator("xpath=ancestor::form").locator("input[type=hidden]");
  const fields: Record<string, string> = {};
  for (const input of await hidden.all())
    fields[(await input.getAttribute("name")) ?? ""] = (await input.getAttribute("value")) ?? "";
  const at = page.url();
  await pay.click();
  await payOnHostedPage(page, CARDS.success);
  const publicId = orderOf(page);
  await expect(page.getByText("Thank you for your purchase!")).toBeVisible();
  const again = await page.request.post(at, {
    form: fields,
    headers: { origin: baseURL ?? "" },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(303);
  expect(again.headers().location).toContain(`order=${publicId}`);
});

test("/store?checkout=1 with no order kept shows the items, not 'Loading' for ever", async ({ page }) => {
  await page.goto(`/store?checkout=1&mac=${uniqueMac()}&zoneId=${SWIFT}`);
  await expect(page.getByRole("button", { name: "Add one: 1 hour" })).toBeVisible();
  await expect(page.getByText("Loading.. Please wait")).toHaveCount(0);
});

for (const [lang, words] of [
  [
    "sv",
    { title: "Wi-Fi-produkter", next: "Fortsätt", submit: "Fortsätt till betalning", pay: "Betala med kort" },
  ],
  [
    "el",
    { title: "Προϊόντα Wi-Fi", next: "Συνέχεια", submit: "Συνέχεια στην πληρωμή", pay: "Πληρωμή με κάρτα" },
  ],
] as const)
  test(`the purchase in ${lang}`, async ({ page }) => {
    await store(page, lang);
    await expect(page.getByRole("heading", { level: 1, name: words.title })).toBeVisible();
    await add(page);
    await page.getByRole("button", { name: words.next, exact: true }).click();
    await customer(page, words.submit);
    await page.getByRole("button", { name: words.pay }).click();
    await payOnHostedPage(page, CARDS.success);
    const { vouchers } = await orderVouchers(page, orderOf(page));
    await expect(page.getByText(vouchers[0]?.code ?? "none")).toBeVisible();
  });

test.describe("the server's store pages pass axe", () => {
  // axe runs as script: the page's own script is kept from arriving instead, so the page stays as
  // the server drew it
  test.use({ javaScriptEnabled: true });

  test("items, customer, payment and vouchers", async ({ browser }) => {
    const context = await browser.newContext();
    await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`/store?mac=${uniqueMac()}&zoneId=${SWIFT}&lang=en`, { waitUntil: "load" });
    await add(page);
    await expectNoAxeViolations(page, "the store's items drawn by the server");
    await page.getByRole("button", { name: "Continue" }).click();
    await expectNoAxeViolations(page, "the customer step drawn by the server");
    await customer(page, "Continue to payment");
    await expect(page.getByRole("button", { name: "Pay by card" })).toBeVisible();
    await expectNoAxeViolations(page, "the payment step drawn by the server");
    await page.getByRole("button", { name: "Pay by card" }).click();
    await expectNoAxeViolations(page, "the sandbox's hosted payment page");
    await payOnHostedPage(page, CARDS.success);
    await expect(page.getByText("Thank you for your purchase!")).toBeVisible();
    await expectNoAxeViolations(page, "the vouchers after the hosted payment page");
    await context.close();
  });
});
