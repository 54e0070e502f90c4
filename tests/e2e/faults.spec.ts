import type { Page } from "@playwright/test";
import { expect, freshVoucher, openPortal, test, uniqueMac } from "./fixtures.ts";

// faults injected by request interception: each ends in the spec's message, and the app works
// again once the fault clears
async function submitVoucher(page: Page, code: string) {
  await page.getByLabel("Voucher code").fill(code);
  await page.getByRole("button", { name: "Activate" }).click();
  const terms = page.getByRole("dialog", { name: "Terms and conditions" });
  await terms.getByRole("checkbox").check();
  await terms.getByRole("button", { name: "Connect" }).click();
}

const TIMEOUT_TEXT = "Something went wrong, please try again";

test.describe("faults", () => {
  for (const [name, fault] of [
    [
      "a 500",
      (route: import("@playwright/test").Route) => route.fulfill({ status: 500, json: { message: "boom" } }),
    ],
    ["a time-out", (route: import("@playwright/test").Route) => route.abort("timedout")],
  ] as const) {
    test(`voucher activation: ${name} shows the timeout message, then the same code works`, async ({
      page,
    }) => {
      await openPortal(page, uniqueMac());
      await page.goto("/login/voucher");
      let failing = true;
      await page.route("**/api/v1/voucher/auth", (route) => (failing ? fault(route) : route.fallback()));
      await submitVoucher(page, await freshVoucher(page));
      await expect(page.getByRole("alert").filter({ hasText: TIMEOUT_TEXT })).toBeVisible();
      await expect(page).toHaveURL(/\/login\/voucher$/);
      failing = false;
      await page.getByRole("button", { name: "Activate" }).click();
      await page
        .getByRole("dialog", { name: "Terms and conditions" })
        .getByRole("button", { name: "Connect" })
        .click();
      await expect(page.getByRole("heading", { level: 1, name: "Connected", exact: true })).toBeVisible();
    });

    test(`trial activation: ${name} ends the loading and shows the timeout message`, async ({ page }) => {
      await openPortal(page, uniqueMac());
      await page.route("**/api/v1/open/*/auth/*", fault);
      await page.getByRole("link", { name: "Start free trial" }).click();
      await page.getByRole("checkbox").check();
      await page.getByRole("button", { name: "Connect" }).click();
      await expect(page.getByRole("alert").filter({ hasText: TIMEOUT_TEXT })).toBeVisible();
      await expect(page.getByRole("button", { name: "Connect" })).toBeEnabled();
    });
  }

  test("the device going offline in the middle of voucher activation loses nothing", async ({
    page,
    context,
  }) => {
    await openPortal(page, uniqueMac());
    await page.goto("/login/voucher");
    const code = await freshVoucher(page);
    await page.getByLabel("Voucher code").fill(code);
    await page.getByRole("button", { name: "Activate" }).click();
    await page.getByRole("dialog").getByRole("checkbox").check();
    await context.setOffline(true);
    await page.getByRole("dialog").getByRole("button", { name: "Connect" }).click();
    await expect(page.getByRole("alert").filter({ hasText: TIMEOUT_TEXT })).toBeVisible();
    await expect(page.getByLabel("Voucher code")).toHaveValue(code);
    await context.setOffline(false);
    await page.getByRole("button", { name: "Activate" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Connect" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Connected", exact: true })).toBeVisible();
  });

  test("a slow session endpoint: once it answers that the device has none, the status page sends it to a usable start page", async ({
    page,
  }) => {
    await page.route("**/api/v1/session/*", async (route) => {
      await new Promise((r) => setTimeout(r, 4000));
      await route.fallback();
    });
    // a later page of the visit: nothing inlined, the session comes from the (slow) API
    await openPortal(page, uniqueMac());
    await page.goto("/status");
    // no session data: the device belongs on the start page, not on endless loading dots (issue 16)
    await expect(page).toHaveURL(/\/start/);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome on board" })).toBeVisible();
  });

  test("a session answer that breaks the schema is refused at the boundary, not rendered", async ({
    page,
  }) => {
    await page.route("**/api/v1/session/*", (route) => route.fulfill({ json: { isSessionUsedUp: "maybe" } }));
    await openPortal(page, uniqueMac());
    await page.goto("/status");
    // the refused answer counts as no session data: the start page, nothing of the answer shown
    await expect(page).toHaveURL(/\/start/);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome on board" })).toBeVisible();
    await expect(page.getByText("maybe")).toHaveCount(0);
  });

  test("the other pages' widgets failing to arrive show the error page, and its retry loads them", async ({
    page,
  }) => {
    let down = true;
    const asked: string[] = [];
    await page.route(/\/assets\/otherPageBindings-[\w-]+\.js$/, (route) => {
      asked.push(route.request().url());
      return down ? route.abort("connectionreset") : route.fallback();
    });
    await openPortal(page, uniqueMac());
    await expect(page.getByRole("heading", { level: 1, name: "Welcome on board" })).toBeVisible();
    // the start page needs none of them: they are fetched at the passenger's first touch or key
    await expect(page.getByText(/Something went wrong/)).toHaveCount(0);
    expect(asked).toEqual([]);
    await page.getByRole("link", { name: "Activate voucher" }).click();
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
    expect(asked.length).toBeGreaterThan(0);
    down = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByLabel("Voucher code")).toBeVisible();
    await expect(page).toHaveURL(/\/login\/voucher$/);
  });
});
