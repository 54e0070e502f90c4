import { expect, openPortal, test, uniqueMac } from "./fixtures.ts";
import { E2E_SANDBOX_AUTH } from "./e2eSecret.ts";
import { CARDS, orderVouchers, payWith, SWIFT, toPayment, openStorage } from "./storeSteps.ts";
import { scaled } from "../timeoutFactor.ts";

const CODE = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/;

test.describe("store: buying by card", () => {
  test("buys one voucher with the success card and activates it on this device", async ({ page }) => {
    const mac = uniqueMac();
    await openStorage(page, mac);
    // back to the start page without its redirect to the status page (issue 16: a connected buyer too)
    await expect(page.getByRole("link", { name: "Login" })).toHaveAttribute(
      "href",
      "/start?ignoreSessionRedirect=true",
    );
    await expect(page.getByText("4,50 EUR")).toBeVisible();
    await expect(page.getByText("9 EUR", { exact: true })).toBeVisible();
    const { publicId } = await toPayment(page, [["1 hour", 1]]);
    // kept before the payment window opened: no purchase is lost from here on
    const stored = await page.evaluate(() => localStorage.getItem("jetwave/swift/publicIds"));
    expect(JSON.parse(stored ?? "[]")).toEqual([publicId]);
    await expect(page.getByText("Your card must accept international payments.")).toBeVisible();
    await payWith(page, CARDS.success);

    await expect(page.getByRole("heading", { name: "Thank you for your purchase!" })).toBeVisible();
    await expect(page.getByText("Your vouchers have been sent to you by e-mail.")).toBeVisible();
    const card = page.getByRole("listitem").filter({ hasText: "1 hour" });
    const code = (await card.locator("code").textContent()) ?? "";
    expect(code).toMatch(CODE);
    expect(await page.evaluate(() => sessionStorage.getItem("jetwave/swift/cart"))).toBeNull();

    await card.getByRole("button", { name: "Activate on this device" }).click();
    const terms = page.getByRole("dialog", { name: "Terms and conditions" });
    await terms.getByRole("checkbox").check();
    await terms.getByRole("button", { name: "Connect" }).click();
    await expect(page).toHaveURL(/\/status/);
    await expect(page.getByRole("heading", { level: 1, name: "Connected", exact: true })).toBeVisible();

    // the voucher page lists the purchase as activated on this device
    await page.goto("/login/voucher#purchasedVouchers");
    const listed = page.getByRole("region", { name: "Your vouchers" });
    await expect(listed.getByText(code)).toBeVisible();
    await expect(listed.getByText("Activated", { exact: true })).toBeVisible();
    await expect(listed.getByText("No vouchers left")).toBeVisible();
    expect((await orderVouchers(page, publicId)).vouchers.map((v) => v.code)).toEqual([code]);
  });

  test("a payment whose notice is late completes once the server hears of it", async ({ page }) => {
    await openStorage(page, uniqueMac());
    const { publicId } = await toPayment(page, [["Crossing", 1]]);
    await payWith(page, CARDS.delayed);
    await expect(page.getByRole("status").filter({ hasText: "Loading.. Please wait" })).toBeVisible();
    expect((await orderVouchers(page, publicId)).status).toBe(202);
    await expect(page.getByRole("heading", { name: "Thank you for your purchase!" })).toBeVisible({
      timeout: scaled(15_000),
    });
    await expect(page.getByRole("listitem").filter({ hasText: "Crossing" }).locator("code")).toHaveText(
      /^.{8}$/,
    );
  });

  test("a captive browser closed right after paying loses nothing: 'load previous orders' finds it", async ({
    page,
    context,
  }) => {
    const mac = uniqueMac();
    await openStorage(page, mac);
    const { publicId } = await toPayment(page, [["Day pass", 1]]);
    await payWith(page, CARDS.delayed);
    await page.close();
    // the order completes on the server meanwhile; a new browser window of the same device asks it
    const again = await context.newPage();
    await expect
      .poll(async () => (await orderVouchers(again, publicId)).status, { timeout: scaled(15_000) })
      .toBe(200);
    // the gateway sends the reopened browser to the portal with the device's query again
    await openPortal(again, mac, SWIFT);
    await again.goto("/login/voucher");
    const list = again.getByRole("region", { name: "Your vouchers" });
    await list.getByRole("button", { name: "Load previous orders" }).click();
    const { vouchers } = await orderVouchers(again, publicId);
    await expect(list.locator("code")).toHaveText([vouchers[0]?.code as string]);
  });

  test("a completion notice sent again and again creates one set of vouchers", async ({ page }) => {
    await openStorage(page, uniqueMac());
    const { paymentId, publicId } = await toPayment(page, [["1 hour", 2]]);
    // the sandbox sends the notice by itself (and again a second later); two more come late, each
    // resend answered once the portal has answered its notice
    await payWith(page, CARDS.success);
    await expect(page.getByRole("heading", { name: "Thank you for your purchase!" })).toBeVisible();
    const first = await orderVouchers(page, publicId);
    for (let late = 0; late < 2; late++) {
      const resend = await page.request.post(
        `/payment-sandbox/v1/payments/${paymentId}/notifications/resend`,
        {
          headers: E2E_SANDBOX_AUTH,
        },
      );
      expect(resend.status()).toBe(200);
    }
    const after = await orderVouchers(page, publicId);
    expect(first.vouchers).toHaveLength(2);
    expect(after.vouchers).toEqual(first.vouchers);
    await expect(page.getByRole("listitem").filter({ hasText: "1 hour" })).toHaveCount(2);
  });

  test("the declined card is refused in the payment window and buys nothing", async ({ page }) => {
    await openStorage(page, uniqueMac(), SWIFT);
    const { publicId } = await toPayment(page, [["Day pass", 1]]);
    await payWith(page, CARDS.declined);
    await expect(page.locator('iframe[title="Card payment"]').contentFrame().getByRole("alert")).toHaveText(
      "The card was declined. Try another card.",
    );
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Thank you for your purchase!" })).toHaveCount(0);
    expect(await orderVouchers(page, publicId)).toEqual({ status: 202, vouchers: [] });
  });
});
