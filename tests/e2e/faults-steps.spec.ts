import type { Page, Route } from "@playwright/test";
import { expect, openPortal, test, uniqueMac } from "./fixtures.ts";
import { type Booking, expectOnStore, logIn } from "./cruiseSteps.ts";
import { DEVICE, expectConnected, fleetMac, openAt } from "./passengerFleet.ts";
import { addItem, fillCustomer, openStorage } from "./storeSteps.ts";

// Each step of the store and cruise flows fails twice, once with a 500 (a broken upstream's
// plain-text page) and once with a time-out; each failure ends in the spec's message, and once
// the fault clears the same step works, with nothing paid for lost. (Voucher and trial
// activation: faults.spec.ts.)
const FAULTS = {
  "a 500": (route: Route) =>
    route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }),
  "a time-out": (route: Route) => route.abort("timedout"),
};
type Fault = keyof typeof FAULTS;

/**
 * Routes the step's calls through a switch: the fault set. Once it clears, the test unroutes the
 * pattern: Playwright turns the browser's cache off while any route is set.
 */
async function faultSwitch(page: Page, pattern: string) {
  let current: Fault | undefined;
  await page.route(pattern, (route) => (current ? FAULTS[current](route) : route.fallback()));
  return (fault: Fault) => {
    current = fault;
  };
}

/** Each fault in turn: the step, its message in a banner, the banner dismissed; then the step once more. */
async function failEachWay(
  page: Page,
  pattern: string,
  step: (fault: Fault | null) => Promise<void>,
  message: string,
) {
  const set = await faultSwitch(page, pattern);
  for (const fault of Object.keys(FAULTS) as Fault[]) {
    set(fault);
    await step(fault);
    const banner = page.getByRole("alert").filter({ hasText: message });
    await expect(banner, `${fault}: the spec's message`).toBeVisible();
    await banner.getByRole("button", { name: "Dismiss" }).click();
    await expect(banner).toHaveCount(0);
  }
  // the fault cleared: the route goes, and with it the cache Playwright turns off while one is set
  await page.unroute(pattern);
  await step(null);
}

const TIMEOUT_TEXT = "Something went wrong, please try again";
const UNKNOWN_TEXT = "Unknown error. Please try again.";
const CRUISE_ZONE = "md-marina-demo";
const PMS = "**/api/v1/store/celestyal/pms";

// this file's bookings on the Marina (server/demo/demo-data.json): the Stella's look-ups
// are the other cruise tests', within the 30 per ten minutes a client may make on one zone
const LOGIN: Booking = {
  surname: "Eriksson",
  key: "E2E-FAULTS-LOGIN",
  email: "e2e.faults.login@example.org",
  dob: "1993-09-09",
};
const CHARGE: Booking = {
  surname: "Papadaki",
  key: "E2E-FAULTS-CHARGE",
  email: "e2e.faults.charge@example.org",
  dob: "1980-06-06",
};
const POLL: Booking = {
  surname: "Wikström",
  key: "E2E-FAULTS-POLL",
  email: "e2e.faults.poll@example.org",
  dob: "1966-02-28",
};

test.describe("faults at each step of the store", () => {
  test("the items: the timeout message, and Try again loads them once the fault clears", async ({ page }) => {
    await openPortal(page, uniqueMac(), "jw-swift-demo");
    const set = await faultSwitch(page, "**/api/v1/store/zone");
    let loaded = false;
    for (const fault of Object.keys(FAULTS) as Fault[]) {
      set(fault);
      // the app's own way there asks for the items (a page loaded at /store arrives with them)
      if (!loaded) await page.getByRole("link", { name: "Purchase online" }).click();
      else await page.getByRole("button", { name: "Try again" }).click();
      loaded = true;
      await expect(page.getByRole("button", { name: "Add one: 1 hour" })).toHaveCount(0);
      // the store's notice says it, with its Try again: once, not again in a banner above it
      await expect(
        page.getByRole("main").getByText(TIMEOUT_TEXT),
        `${fault}: the spec's message`,
      ).toHaveCount(1);
      await expect(page.getByRole("alert").filter({ hasText: TIMEOUT_TEXT })).toHaveCount(0);
    }
    await page.unroute("**/api/v1/store/zone");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("button", { name: "Add one: 1 hour" })).toBeVisible();
  });

  test("the checkout's start: back at the items with the timeout message, the cart kept; then the payment window", async ({
    page,
  }) => {
    await openStorage(page, uniqueMac());
    await addItem(page, "1 hour", 2);
    await failEachWay(
      page,
      "**/api/v1/store/order/checkout/nets",
      async () => {
        await page.getByRole("button", { name: "Continue" }).click();
        await fillCustomer(page);
        await page.getByRole("button", { name: "Continue to payment" }).click();
      },
      TIMEOUT_TEXT,
    );
    await expect(page).toHaveURL(/\/store\?checkout=1/);
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
    await expect(
      page.frameLocator('iframe[title="Card payment"]').getByRole("button", { name: /^Pay / }),
    ).toBeVisible();
  });
});

test.describe("faults at each step of the cruise login and purchase", () => {
  test("the booking validation: the login form stays, with the message; then the packages", async ({
    page,
  }) => {
    await openPortal(page, uniqueMac(), CRUISE_ZONE);
    await failEachWay(page, `${PMS}/validate`, () => logIn(page, LOGIN), UNKNOWN_TEXT);
    await expectOnStore(page);
  });

  test("the validation's poll: back at the login with the message; then the packages", async ({ page }) => {
    await openPortal(page, uniqueMac(), CRUISE_ZONE);
    await failEachWay(page, `${PMS}/validate/poll/*`, () => logIn(page, LOGIN), UNKNOWN_TEXT);
    await expectOnStore(page);
  });

  test("the package list: the message, and a reload lists the packages once the fault clears", async ({
    page,
  }) => {
    await openPortal(page, uniqueMac(), CRUISE_ZONE);
    const set = await faultSwitch(page, `${PMS}/packages/*`);
    set("a 500");
    await logIn(page, LOGIN);
    await expect(page.getByRole("alert").filter({ hasText: UNKNOWN_TEXT })).toBeVisible();
    await expect(page.getByRole("button", { name: "Select" })).toHaveCount(0);
    set("a time-out");
    await page.reload();
    await expect(page.getByRole("alert").filter({ hasText: UNKNOWN_TEXT })).toBeVisible();
    await page.unroute(`${PMS}/packages/*`);
    await page.reload();
    await expectOnStore(page);
    await expect(page.getByRole("button", { name: "Select" }).first()).toBeVisible();
  });

  test("the charge request: the modal closes with the message; then Wi-Fi 2 hours is bought", async ({
    page,
  }) => {
    await openPortal(page, uniqueMac(), CRUISE_ZONE);
    await logIn(page, CHARGE);
    await expectOnStore(page);
    await failEachWay(page, `${PMS}/charge`, () => buy(page, "Wi-Fi 2 hours"), UNKNOWN_TEXT);
    await expect(page).toHaveURL(/\/purchase-complete$/);
    await expect(page.getByLabel("Your voucher code")).toHaveValue(/^[A-Z0-9]{8}$/);
  });

  test("the charge's poll: the message; the same package bought again is the same charge, billed once", async ({
    page,
  }) => {
    await openPortal(page, uniqueMac(), CRUISE_ZONE);
    await logIn(page, POLL);
    await expectOnStore(page);
    // each charge's relay id, as the browser is sent with it to the access controller
    const relays: string[] = [];
    page.on("request", (r) => {
      const url = new URL(r.url());
      if (url.pathname === "/triggerrelay") relays.push(url.searchParams.get("relayId") ?? "");
    });
    await failEachWay(page, `${PMS}/charge/poll/*`, () => buy(page, "Wi-Fi 2 hours"), UNKNOWN_TEXT);
    await expect(page).toHaveURL(/\/purchase-complete$/);
    // every request within ten minutes is the first one's retry: one charge, one code
    await expect.poll(() => relays.length).toBe(3);
    expect(new Set(relays).size).toBe(1);
    const poll = await page.request.get(`/api/v1/store/celestyal/pms/charge/poll/${relays[0]}`, {
      headers: { "X-Zone-Public-Id": CRUISE_ZONE },
    });
    const { code } = (await poll.json()) as { code: string };
    await expect(page.getByLabel("Your voucher code")).toHaveValue(code);
  });
});

test.describe("faults at the status page's actions", () => {
  // the Thalassa's own reset and logout devices (server/demo/demo-data.json): no other test uses them
  const statusOf = (page: Page, device: number) =>
    openAt(page, "thalassa", fleetMac("thalassa", device), "/status");

  test("Reset session: the timeout message, the session kept; then the device is back online", async ({
    page,
  }) => {
    await statusOf(page, DEVICE.resetTest);
    const reset = page.getByRole("main").getByRole("button", { name: "Reset session" });
    await failEachWay(page, "**/api/v1/session/reset/*", () => reset.click(), TIMEOUT_TEXT);
    await expectConnected(page);
  });

  test("Log out: the timeout message, still connected; then the session ends", async ({ page }) => {
    await statusOf(page, DEVICE.logout);
    const logOut = page.getByRole("main").getByRole("button", { name: "Log out" });
    await failEachWay(
      page,
      "**/api/v1/session/logout/*",
      async (fault) => {
        await logOut.click();
        if (fault)
          await expect(page.getByRole("heading", { level: 1, name: "Connected", exact: true })).toBeVisible();
      },
      TIMEOUT_TEXT,
    );
    await expect(page).toHaveURL(/\/start\?.*ignoreSessionRedirect=true/);
    await expect(page.getByRole("link", { name: "Connected session" })).toHaveCount(0);
  });
});

/** Select a package and Buy now; the modal closes on a failure. */
async function buy(page: Page, title: string) {
  await page.getByRole("listitem").filter({ hasText: title }).getByRole("button", { name: "Select" }).click();
  const modal = page.getByRole("dialog", { name: title });
  await modal.getByRole("button", { name: "Buy now" }).click();
}
