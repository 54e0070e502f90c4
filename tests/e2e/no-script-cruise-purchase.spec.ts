import type { Locator, Page } from "@playwright/test";
import { BOOKINGS, type Booking, CRUISE_ZONE } from "./cruiseSteps.ts";
import { expect, test, uniqueMac } from "./fixtures.ts";
import { expectNoAxeViolations } from "./fleet/a11y.ts";
import { expectConnected } from "./passengerFleet.ts";
import { scaled } from "../timeoutFactor.ts";

// Issue 40 item 6: without JavaScript the cruise package page's Select and Activate were
// type=button and did nothing. They are the package page's forms now: Select or Activate draws
// the package's step, Buy now or Connect starts the charge (the API's use case), the device goes
// to the controller and back, the page asks again every 3 s while the charge runs, then the
// purchase-complete page with the code.
test.use({ javaScriptEnabled: false });

// the page kept from its script (the axe checks) waits for its load, not for the app
async function logIn(page: Page, booking: Booking, waitUntil?: "load") {
  await page.goto(`/?mac=${uniqueMac()}&zoneId=${CRUISE_ZONE}&lang=en`, waitUntil ? { waitUntil } : {});
  await page.locator("input[name=lastname]").fill(booking.surname);
  await page.locator("input[name=key]").fill(booking.key);
  await page.locator("input[name=email]").fill(booking.email);
  await page.locator("input[name=dob]").fill(booking.dob);
  await page.getByRole("button", { name: "Next" }).click();
  const terms = page.getByRole("dialog");
  await terms.getByRole("checkbox").check();
  await terms.getByRole("button", { name: "Continue" }).click();
  const heading = page.getByRole("heading", { level: 1, name: "Choose a wi-fi package" });
  if (waitUntil) await reloadUntil(page, heading);
  await expect(heading).toBeVisible();
}

// a page kept from its script does not follow its noscript refresh (with scripting on, a noscript
// element's content is text): the test follows it, to where the page would have asked again
async function reloadUntil(page: Page, shown: Locator) {
  await expect(async () => {
    if (!(await shown.isVisible())) {
      const to = /http-equiv="refresh" content="3;url=([^"]+)"/.exec(await page.content())?.[1];
      if (to) await page.goto(to.replaceAll("&amp;", "&"), { waitUntil: "load" });
    }
    await expect(shown).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: scaled(60_000) });
}

// the charge's relay id, from the device's way to the controller (/triggerrelay?…&relayId=)
const relayOf = async (page: Page): Promise<string> =>
  new URL((await page.waitForRequest((r) => r.url().includes("relayId="))).url()).searchParams.get(
    "relayId",
  ) ?? "";

// the demo booking's charge answers 202 until released (POST /api/test/cruise/release)
async function release(page: Page, relayId: string) {
  const answer = await page.request.post("/api/test/cruise/release", {
    data: { zoneId: CRUISE_ZONE, relayId },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

test("Select, Buy now: the charge polled by the page, then the purchase-complete page with the code", async ({
  page,
}) => {
  await logIn(page, BOOKINGS.buy);
  await page.getByRole("button", { name: "Select" }).first().click();
  const step = page.getByRole("dialog");
  await expect(step.getByText("Price")).toBeVisible();
  // Cancel closes the step: the list again
  await step.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.getByRole("button", { name: "Select" }).first().click();
  const relay = relayOf(page);
  await page.getByRole("dialog").getByRole("button", { name: "Buy now" }).click();
  // the booking's charge answers 202 until the test releases it: the page asks again meanwhile,
  // the step busy, on any machine
  await expect(page).toHaveURL(/\/store\?/);
  await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(1);
  await expect(page.getByRole("dialog")).toHaveAttribute("aria-busy", "true");
  await release(page, await relay);
  await expect(page).toHaveURL(/\/purchase-complete\?/, { timeout: scaled(60_000) });
  await expect(page.getByRole("heading", { level: 1, name: "Purchase completed!" })).toBeVisible();
  await expect(page.getByLabel("Your voucher code")).toHaveValue(/\S+/);
});

test("a charge that outlasts the spec's 10 polls: the page asks again, then its error", async ({ page }) => {
  test.slow();
  await logIn(page, BOOKINGS.slowCharge);
  await page.getByRole("button", { name: "Select" }).first().click();
  await page.getByRole("dialog").getByRole("button", { name: "Buy now" }).click();
  await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(1);
  await expect(page).toHaveURL(/chargeCheck=\d/);
  const error = page.getByRole("alert").filter({ hasText: "Unable to charge for package" });
  await expect(error).toBeVisible({ timeout: scaled(60_000) });
  await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a wi-fi package" })).toBeVisible();
});

test("Activate, Connect on a prepaid package: its code, and Activate on this device", async ({ page }) => {
  await logIn(page, BOOKINGS.noScriptPrepaid);
  await page.getByRole("button", { name: "Activate" }).first().click();
  await page.getByRole("dialog").getByRole("button", { name: "Connect" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Purchase completed!" })).toBeVisible();
  const code = await page.getByLabel("Your voucher code").inputValue();
  expect(code).not.toBe("");
  // the code on this device: the voucher's terms, then the controller's login
  await page.getByRole("button", { name: "Activate on this device" }).click();
  const terms = page.getByRole("dialog", { name: "Terms and conditions" });
  await terms.getByRole("checkbox").check();
  await terms.getByRole("button", { name: "Connect" }).click();
  await expectConnected(page);
});

test.describe("the server's package pages pass axe", () => {
  // axe runs as script: the page's own script is kept from arriving, so the page stays as drawn
  test.use({ javaScriptEnabled: true });

  test("the package's step, charging, and the purchase complete", async ({ browser }) => {
    const context = await browser.newContext();
    await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
    const page = await context.newPage();
    await logIn(page, BOOKINGS.buy, "load");
    await page.getByRole("button", { name: "Select" }).first().click();
    await expect(page.getByRole("dialog").getByText("Price")).toBeVisible();
    await expectNoAxeViolations(page, "the cruise package's step drawn by the server");
    const relay = relayOf(page);
    await page.getByRole("dialog").getByRole("button", { name: "Buy now" }).click();
    await expect(page.getByRole("dialog")).toHaveAttribute("aria-busy", "true");
    await expectNoAxeViolations(page, "the cruise package's charge polled by the server");
    await release(page, await relay);
    await reloadUntil(page, page.getByRole("heading", { level: 1, name: "Purchase completed!" }));
    await expectNoAxeViolations(page, "the purchase complete drawn by the server");
    await context.close();
  });
});
