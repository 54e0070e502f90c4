import type { Page } from "@playwright/test";
import { expect, freshVoucher, test, uniqueMac } from "./fixtures.ts";
import { expectNoAxeViolations } from "./fleet/a11y.ts";
import { expectConnected } from "./passengerFleet.ts";
import { putDevice } from "./states/putDevice.ts";

// Issue 28: with JavaScript off the portal still works: a passenger connects by voucher and by
// trial, logs out and resets, in the server's pages and forms alone (server/pages/forms/).
test.use({ javaScriptEnabled: false });

const TERMS = "Terms and conditions";
const terms = (page: Page) => page.getByRole("dialog", { name: TERMS });

async function openVoucherPage(page: Page, mac: string, zoneId = "gn-premium-demo") {
  await page.goto(`/login/voucher?mac=${mac}&zoneId=${zoneId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Activate voucher" })).toBeVisible();
}

async function sendCode(page: Page, code: string) {
  await page.getByRole("textbox", { name: "Voucher code" }).fill(code);
  await page.getByRole("button", { name: "Activate", exact: true }).click();
}

test.describe("without JavaScript: vouchers", () => {
  test("code, terms (flagged when not ticked), then the controller and the status page", async ({ page }) => {
    await openVoucherPage(page, uniqueMac());
    await sendCode(page, await freshVoucher(page));
    await expect(terms(page)).toBeVisible();
    await terms(page).getByRole("button", { name: "Connect" }).click();
    await expect(terms(page).getByText("Please accept the terms to continue")).toBeVisible();
    await terms(page).getByRole("checkbox").check();
    await terms(page).getByRole("button", { name: "Connect" }).click();
    await expectConnected(page);
  });

  test("the keyboard alone: Enter sends the code, Tab reaches the terms, Space ticks, Enter connects", async ({
    page,
  }) => {
    await openVoucherPage(page, uniqueMac());
    await page.getByRole("textbox", { name: "Voucher code" }).fill(await freshVoucher(page));
    await page.keyboard.press("Enter");
    await expect(terms(page)).toBeVisible();
    // the drawn step follows the code's field in the page's order
    await page.getByRole("textbox", { name: "Voucher code" }).focus();
    const order: string[] = [];
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      order.push(
        await page.evaluate(
          () =>
            document.activeElement?.getAttribute("aria-label") ??
            document.activeElement?.textContent?.trim() ??
            "",
        ),
      );
      if (
        await terms(page)
          .getByRole("checkbox")
          .evaluate((e) => e === document.activeElement)
      )
        break;
    }
    await expect(terms(page).getByRole("checkbox")).toBeFocused();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(terms(page).getByRole("button", { name: "Connect" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expectConnected(page);
    expect(order.length).toBeGreaterThan(0);
  });

  test("a short code and an unknown code say 'Invalid voucher code'; a used one says why", async ({
    page,
  }) => {
    await openVoucherPage(page, uniqueMac());
    await sendCode(page, "AB");
    await expect(page.getByRole("alert").filter({ hasText: "Invalid voucher code" })).toBeVisible();
    await sendCode(page, "NOSUCH99");
    await terms(page).getByRole("checkbox").check();
    await terms(page).getByRole("button", { name: "Connect" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid voucher code" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Voucher code" })).toHaveValue("NOSUCH99");
  });

  test("a voucher on its maximum of devices asks first, then logs the oldest out", async ({ page }) => {
    const code = await freshVoucher(page);
    const first = uniqueMac();
    await openVoucherPage(page, first);
    await sendCode(page, code);
    await terms(page).getByRole("checkbox").check();
    await terms(page).getByRole("button", { name: "Connect" }).click();
    await expectConnected(page);
    await page.context().clearCookies();
    await openVoucherPage(page, uniqueMac());
    await sendCode(page, code);
    await terms(page).getByRole("checkbox").check();
    await terms(page).getByRole("button", { name: "Connect" }).click();
    const conflict = page.getByRole("dialog", { name: "Conflict" });
    await expect(conflict).toBeVisible();
    await conflict.getByRole("button", { name: "Continue" }).click();
    await expectConnected(page);
  });
});

test.describe("the server's own steps pass axe", () => {
  // axe runs as script: the page's own script is kept from arriving instead (as on a link that
  // drops it), so the page stays as the server drew it
  test.use({ javaScriptEnabled: true });

  test("the voucher's terms step and its flagged checkbox, and an offer's", async ({ browser }) => {
    const context = await browser.newContext();
    await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`/login/voucher?mac=${uniqueMac()}&zoneId=gn-premium-demo`, { waitUntil: "load" });
    await sendCode(page, "ABCD1234");
    await expect(terms(page)).toBeVisible();
    await expectNoAxeViolations(page, "the voucher's terms step drawn by the server");
    await terms(page).getByRole("button", { name: "Connect" }).click();
    await expect(terms(page).getByText("Please accept the terms to continue")).toBeVisible();
    await expectNoAxeViolations(page, "the flagged terms step drawn by the server");
    await page.goto(`/?mac=${uniqueMac()}&zoneId=nl-polaris`, { waitUntil: "load" });
    await page.getByRole("button", { name: "Start trial" }).click();
    await expect(terms(page)).toBeVisible();
    await expectNoAxeViolations(page, "an offer's terms step drawn by the server");
    await context.close();
  });
});

test.describe("without JavaScript: trial and free access", () => {
  test("the premium trial card: its terms, then the controller", async ({ page }) => {
    await page.goto(`/?mac=${uniqueMac()}&zoneId=nl-polaris`);
    await page.getByRole("button", { name: "Start trial" }).click();
    await expect(terms(page)).toBeVisible();
    await terms(page).getByRole("button", { name: "Cancel" }).click();
    await expect(terms(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Start trial" }).click();
    await terms(page).getByRole("checkbox").check();
    await terms(page).getByRole("button", { name: "Connect" }).click();
    await expectConnected(page);
  });

  test("the trial link's page: terms, Connect", async ({ page }) => {
    await page.goto(`/?mac=${uniqueMac()}&zoneId=gn-premium-demo`);
    await page.getByRole("link", { name: "Start free trial" }).click();
    await expect(page).toHaveURL(/\/login\/trial\/\d+/);
    await page.getByRole("button", { name: "Connect" }).click();
    await expect(page.getByText("Please accept the terms to continue")).toBeVisible();
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Connect" }).click();
    await expectConnected(page);
  });

  test("the simple trial start and the terms-only page", async ({ page }) => {
    await page.goto(`/?mac=${uniqueMac()}&zoneId=ae-kyma`);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Connect" }).click();
    await expectConnected(page);
    await page.context().clearCookies();
    await page.goto(`/?mac=${uniqueMac()}&zoneId=fw-open&lang=en`);
    await page.getByRole("button", { name: "Agree to terms" }).click();
    await expectConnected(page);
  });
});

test.describe("without JavaScript: the session", () => {
  test("log out from the status page", async ({ page }) => {
    const mac = uniqueMac();
    await openVoucherPage(page, mac);
    await sendCode(page, await freshVoucher(page));
    await terms(page).getByRole("checkbox").check();
    await terms(page).getByRole("button", { name: "Connect" }).click();
    await expectConnected(page);
    await page.getByRole("button", { name: "Log out" }).first().click();
    await expect(page).toHaveURL(/\/start/);
    await expect(page.getByRole("link", { name: "Activate voucher" })).toBeVisible();
    const session = await page.request.get(`/api/v1/session/${mac}`, {
      headers: { "X-Zone-Public-Id": "gn-premium-demo" },
    });
    expect((await session.json()).isBackendAuthed).toBe(false);
  });

  test("reset a used-up period from the status page", async ({ page }) => {
    const mac = uniqueMac();
    await putDevice(page, "gn-premium-demo", mac, {
      access: "trial",
      startedMinutesAgo: 45,
      accessControllerAuthed: true,
      reset: { method: "MANUAL", periodMinutes: 30 },
    });
    await page.goto(`/status?mac=${mac}&zoneId=gn-premium-demo`);
    await page.getByRole("button", { name: "Reset session" }).click();
    await expectConnected(page);
  });

  test("the language switch: the page, and the next ones, in the language chosen", async ({ page }) => {
    await page.goto(`/?mac=${uniqueMac()}&zoneId=gn-premium-demo`);
    await page.getByRole("combobox", { name: "Language" }).selectOption("sv");
    await page.getByRole("button", { name: "Change language" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "sv");
    await expect(page.getByRole("link", { name: "Aktivera kupong" })).toBeVisible();
    await page.getByRole("link", { name: "Aktivera kupong" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "sv");
  });
});
