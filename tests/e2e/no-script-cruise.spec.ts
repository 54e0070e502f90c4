import type { Page } from "@playwright/test";
import { BOOKINGS, type Booking, CRUISE_ZONE } from "./cruiseSteps.ts";
import { expect, test, uniqueMac } from "./fixtures.ts";
import { expectNoAxeViolations } from "./fleet/a11y.ts";
import { scaled } from "../timeoutFactor.ts";

// Issue 35: without JavaScript the cruise login dead-ended: md-stella-demo, sv, Papadakis /
// MRD-5120, Option 2, Nästa, terms, Fortsätt → 303 to /triggerrelay → back to /start with an
// empty form and no message. The server now polls the booking's validation for the page: a page
// that asks again every 3 s (<meta http-equiv=refresh>) while it runs, keeping what was typed,
// then the package page with the booking's packages, or the form again with the answer.
test.use({ javaScriptEnabled: false });

const PAPADAKIS: Booking = {
  surname: "Papadakis",
  key: "MRD-5120",
  email: "eleni.papadakis@example.org",
  dob: "1979-06-30",
};

// the form by its fields' names and its buttons by position: the same in every language
async function logIn(page: Page, booking: Booking, next: string, accept: string) {
  await page.locator("input[name=lastname]").fill(booking.surname);
  await page.locator("input[name=key]").fill(booking.key);
  await page.locator("input[name=email]").fill(booking.email);
  await page.locator("input[name=dob]").fill(booking.dob);
  await page.getByRole("button", { name: next }).click();
  const terms = page.getByRole("dialog");
  await terms.getByRole("checkbox").check();
  await terms.getByRole("button", { name: accept }).click();
}

const open = (page: Page, lang: string) =>
  page.goto(`/?mac=${uniqueMac()}&zoneId=${CRUISE_ZONE}&lang=${lang}`);

test("the audit's case in Swedish: Papadakis logs in and gets the package page with her prepaid packages", async ({
  page,
}) => {
  await open(page, "sv");
  await logIn(page, PAPADAKIS, "Nästa", "Fortsätt");
  await expect(page).toHaveURL(/\/store\?/);
  await expect(page.getByRole("heading", { level: 1, name: "Välj ett wifi-paket" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Aktivera/ }).first()).toBeVisible();
});

test("in English and Greek: the package page after the validation", async ({ page }) => {
  await open(page, "en");
  await logIn(page, BOOKINGS.prepaid, "Next", "Continue");
  await expect(page.getByRole("heading", { level: 1, name: "Choose a wi-fi package" })).toBeVisible();
  await page.context().clearCookies();
  await open(page, "el");
  await logIn(page, BOOKINGS.buy, "Επόμενο", "Συνέχεια");
  await expect(page.getByRole("heading", { level: 1, name: "Επιλέξτε πακέτο Wi-Fi" })).toBeVisible();
});

test("a wrong booking: the form again with what was typed and the answer", async ({ page }) => {
  await open(page, "en");
  await logIn(page, { ...PAPADAKIS, key: "NOPE-0000" }, "Next", "Continue");
  await expect(page.getByRole("alert").filter({ hasText: "We could not find a booking" })).toBeVisible();
  await expect(page.locator("input[name=lastname]")).toHaveValue("Papadakis");
  await expect(page.locator("input[name=key]")).toHaveValue("NOPE-0000");
  await expect(page.locator("input[name=dob]")).toHaveValue("1979-06-30");
});

test("a validation that outlasts the spec's 10 polls: 'Checking your booking…' with what was typed, then its error", async ({
  page,
}) => {
  test.slow();
  await open(page, "en");
  await logIn(page, BOOKINGS.slowValidation, "Next", "Continue");
  await expect(page.getByText("Checking your booking…")).toBeVisible();
  await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(1);
  // the checking step draws no fields (widgets/CruiseLoginForm.tsx); what was typed comes back with
  // the answer, below
  await expect(page).toHaveURL(/cruiseCheck=\d/);
  await expect(page.getByRole("alert").filter({ hasText: "Unknown error. Please try again." })).toBeVisible({
    timeout: scaled(60_000),
  });
  await expect(page.locator("input[name=lastname]")).toHaveValue("Nikolaou");
  await expect(page.locator("input[name=key]")).toHaveValue("E2E-SLOWVAL");
  await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
});

test.describe("the server's cruise pages pass axe", () => {
  // axe runs as script: the page's own script is kept from arriving instead, so the page stays as
  // the server drew it (and its noscript refresh does not apply: the checking page stays still)
  test.use({ javaScriptEnabled: true });

  test("checking the booking, and the package page", async ({ browser }) => {
    const context = await browser.newContext();
    await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`/?mac=${uniqueMac()}&zoneId=${CRUISE_ZONE}&lang=en`, { waitUntil: "load" });
    await logIn(page, BOOKINGS.slowValidation, "Next", "Continue");
    await expect(page.getByText("Checking your booking…")).toBeVisible();
    await expectNoAxeViolations(page, "the cruise login checking its booking, drawn by the server");
    await page.goto(`/?mac=${uniqueMac()}&zoneId=${CRUISE_ZONE}&lang=en`, { waitUntil: "load" });
    await logIn(page, BOOKINGS.prepaid, "Next", "Continue");
    // the checking page does not reload itself here (its refresh is for a browser without script)
    if (await page.getByText("Checking your booking…").isVisible()) await page.reload({ waitUntil: "load" });
    await expect(page.getByRole("heading", { level: 1, name: "Choose a wi-fi package" })).toBeVisible();
    await expectNoAxeViolations(page, "the cruise package page drawn by the server");
    await context.close();
  });
});
