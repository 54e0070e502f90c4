import { expect, openPortal, test, uniqueMac } from "./fixtures.ts";

test.describe("walking skeleton: voucher to Connected", () => {
  test("the demo voucher takes a new device from the start page to Connected", async ({ page }) => {
    await openPortal(page, uniqueMac());
    await expect(page).toHaveURL(/\/start$/);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome on board" })).toBeVisible();
    await page.getByRole("link", { name: "Activate voucher" }).click();
    await expect(page).toHaveURL(/\/login\/voucher$/);
    await page.getByLabel("Voucher code").fill("demo1234");
    await page.getByRole("button", { name: "Activate" }).click();
    const terms = page.getByRole("dialog", { name: "Terms and conditions" });
    await expect(terms).toBeVisible();
    await terms.getByRole("checkbox").check();
    await terms.getByRole("button", { name: "Connect" }).click();
    await expect(page).toHaveURL(/\/status/);
    await expect(page.getByRole("heading", { level: 1, name: "Connected", exact: true })).toBeVisible();
    await expect(page.getByRole("row", { name: /Data limit/ })).toContainText("1,000 MB");
    await expect(page.getByRole("row", { name: /Speed/ })).toContainText("20 Mbit/s");
    await expect(page.getByRole("row", { name: /Connected devices/ })).toContainText("1 of 1");
  });

  test("a wrong code shows 'Invalid voucher code' and the device stays on the page", async ({ page }) => {
    await openPortal(page, uniqueMac());
    await page.goto("/login/voucher");
    await page.getByLabel("Voucher code").fill("NOPE999");
    await page.getByRole("button", { name: "Activate" }).click();
    const terms = page.getByRole("dialog", { name: "Terms and conditions" });
    await terms.getByRole("checkbox").check();
    await terms.getByRole("button", { name: "Connect" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid voucher code" })).toBeVisible();
    await expect(page).toHaveURL(/\/login\/voucher$/);
  });

  test("a code shorter than 3 characters is refused without a terms step", async ({ page }) => {
    await openPortal(page, uniqueMac());
    await page.goto("/login/voucher");
    await page.getByLabel("Voucher code").fill("ab");
    await page.getByRole("button", { name: "Activate" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid voucher code" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("terms not accepted flag the checkbox and activate nothing", async ({ page }) => {
    await openPortal(page, uniqueMac());
    await page.goto("/login/voucher");
    await page.getByLabel("Voucher code").fill("TEST0002");
    await page.getByRole("button", { name: "Activate" }).click();
    const terms = page.getByRole("dialog", { name: "Terms and conditions" });
    await terms.getByRole("button", { name: "Connect" }).click();
    await expect(terms.getByText("Please accept the terms to continue")).toBeVisible();
    await expect(terms.getByRole("checkbox")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/login\/voucher$/);
  });
});

test.describe("routes", () => {
  test("without a query the portal shows the error page", async ({ page }) => {
    await page.goto("/start");
    await expect(page).toHaveURL(/\/error$/);
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  });

  test("an unknown route shows the 404 text, answered HTTP 404", async ({ page }) => {
    await openPortal(page, uniqueMac());
    const answer = await page.goto("/no-such-page");
    expect(answer?.status()).toBe(404);
    await expect(page.getByText("Sorry, the page you requested cannot be found.")).toBeVisible();
  });

  test("a zone route the zone has no page for shows the 404 text, answered HTTP 404", async ({ page }) => {
    await openPortal(page, uniqueMac());
    // the demo zone has no cruise pages
    const answer = await page.goto("/purchase-complete");
    expect(answer?.status()).toBe(404);
    await expect(page.getByText("Sorry, the page you requested cannot be found.")).toBeVisible();
    // a page the zone has is still a 200
    expect((await page.goto("/login/voucher"))?.status()).toBe(200);
  });

  test("the error page says what happened: a gateway login link that is gone is not 'could not identify'", async ({
    page,
  }) => {
    await openPortal(page, uniqueMac());
    await page.goto(`/gateway/login?c=${"0".repeat(24)}`);
    await expect(page).toHaveURL(/\/error\?reason=login$/);
    await expect(page.getByText("This login link is no longer valid.", { exact: false })).toBeVisible();
    await expect(page.getByText("We could not identify your device.", { exact: false })).toHaveCount(0);
    // the reason is one of a few words: anything else reads as the default, never as text
    await page.goto("/error?reason=%3Cb%3Ehacked%3C%2Fb%3E");
    await expect(page.getByText("We could not identify your device.", { exact: false })).toBeVisible();
    await expect(page.getByText("hacked")).toHaveCount(0);
  });
});
