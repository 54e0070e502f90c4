import { expect, test, uniqueMac } from "./fixtures.ts";
import { orderVouchers, payBehindTheScenes, toPayment, openStorage } from "./storeSteps.ts";

// the internet check the settings name (the simulator's walled garden); aborting it is the ship's link dropping
const INTERNET_CHECK = "**/generate_204?*";

/** The access controller closes the device's temporary bypass: the walled garden holds it again. */
async function closeBypass(page: import("@playwright/test").Page, mac: string, zoneId = "jw-swift-demo") {
  const res = await page.request.post("/api/test/bypass/close", { data: { zoneId, mac } });
  expect(res.status()).toBe(200);
}

test.describe("store: the walled garden closes during checkout (no mock: the simulator answers per device)", () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  test("not completed: the check finds the device captive, the order unpaid: 'session has ended'", async ({
    page,
  }) => {
    const mac = uniqueMac();
    await openStorage(page, mac);
    await toPayment(page, [["1 hour", 1]]);
    await closeBypass(page, mac);
    await page.clock.runFor(10_000);
    const ended = page.getByRole("dialog", { name: "Session ended" });
    await expect(ended).toBeVisible();
    await ended.getByRole("button", { name: "OK" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Wi-Fi products" })).toBeVisible();
  });

  test("completed behind the scenes: the check finds the device captive, the order paid: its vouchers", async ({
    page,
  }) => {
    const mac = uniqueMac();
    await openStorage(page, mac);
    const { paymentId, publicId } = await toPayment(page, [["1 hour", 1]]);
    await payBehindTheScenes(page, paymentId);
    await expect.poll(async () => (await orderVouchers(page, publicId)).status).toBe(200);
    await closeBypass(page, mac);
    await page.clock.runFor(10_000);
    await expect(page.getByRole("heading", { name: "Thank you for your purchase!" })).toBeVisible();
  });
});

test.describe("store: the link drops during checkout", () => {
  test.beforeEach(async ({ page }) => {
    // the 10 s reachability checks run on a clock the test moves
    await page.clock.install();
  });

  test("while online, the 10 s checks change nothing", async ({ page }) => {
    await openStorage(page, uniqueMac());
    await toPayment(page, [["1 hour", 1]]);
    const checks: string[] = [];
    page.on("requestfinished", (r) => new URL(r.url()).pathname === "/generate_204" && checks.push(r.url()));
    for (let n = 1; n <= 3; n++) {
      await page.clock.runFor(10_000);
      await expect.poll(() => checks.length).toBe(n);
    }
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  });

  test("offline with the order completed: the purchase is shown, nothing is lost", async ({ page }) => {
    await openStorage(page, uniqueMac());
    const { paymentId, publicId } = await toPayment(page, [["Crossing", 1]]);
    // the payment went through, but the browser never heard the window's 'payment-completed'
    await payBehindTheScenes(page, paymentId);
    await expect.poll(async () => (await orderVouchers(page, publicId)).status).toBe(200);
    await page.route(INTERNET_CHECK, (route) => route.abort("internetdisconnected"));
    await page.clock.runFor(10_000);
    await expect(page.getByRole("heading", { name: "Thank you for your purchase!" })).toBeVisible();
    const { vouchers } = await orderVouchers(page, publicId);
    await expect(page.getByText(vouchers[0]?.code ?? "?")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("offline with the order not completed: 'session has ended', OK returns to the items", async ({
    page,
  }) => {
    await openStorage(page, uniqueMac());
    const { publicId } = await toPayment(page, [["1 hour", 1]]);
    await page.route(INTERNET_CHECK, (route) => route.abort("internetdisconnected"));
    await page.clock.runFor(10_000);
    const ended = page.getByRole("dialog", { name: "Session ended" });
    await expect(ended).toBeVisible();
    await expect(ended).toContainText(
      "The current session has ended and its no longer possible to complete this purchase. Try again.",
    );
    // it cannot be closed: no close button, Escape does nothing
    await expect(ended.getByRole("button", { name: "Close" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(ended).toBeVisible();
    await ended.getByRole("button", { name: "OK" }).click();
    await expect(page).toHaveURL(/\/store$/);
    await expect(page.getByRole("heading", { level: 1, name: "Wi-Fi products" })).toBeVisible();
    // the cart is kept for the next try; the unpaid order created nothing
    await expect(page.getByRole("status").filter({ hasText: "Quantity of 1 hour" })).toHaveText(/1$/);
    expect((await orderVouchers(page, publicId)).status).toBe(202);
  });

  test("a checkout that cannot start (the timeout) returns to the items with the spec's message", async ({
    page,
  }) => {
    await openStorage(page, uniqueMac());
    await page.route("**/api/v1/store/order/checkout/nets", (route) => route.abort("timedout"));
    await page.getByRole("button", { name: "Add one: 1 hour" }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Lovelace");
    await page.getByLabel("E-mail").fill("ada@example.com");
    await page.getByLabel("I accept the terms and conditions").check();
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Something went wrong, please try again" }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/store$/);
    await expect(page.getByRole("heading", { level: 1, name: "Wi-Fi products" })).toBeVisible();
  });
});
