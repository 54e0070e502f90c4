import type { Page } from "@playwright/test";
import { expect, openPortal, test, uniqueMac } from "./fixtures.ts";
import { BOOKINGS, CRUISE_ZONE, expectOnStore, logIn, sessionValue } from "./cruiseSteps.ts";

// the browser's clock is Playwright's: ten polls three seconds apart take no real 30 s
async function runPolls(page: Page, polls: number[], count: number) {
  for (let n = 1; n < count; n++) {
    await expect.poll(() => polls.length).toBe(n);
    await page.clock.runFor(3000);
  }
  await expect.poll(() => polls.length).toBe(count);
}

function pollsOf(page: Page, path: string): number[] {
  const statuses: number[] = [];
  page.on("response", (r) => {
    if (r.url().includes(path)) statuses.push(r.status());
  });
  return statuses;
}

test.describe("cruise polling: every 3 s while 202, at most 10 polls", () => {
  test("a validation that outlasts 10 polls shows 'Unknown error. Please try again.'", async ({ page }) => {
    await page.clock.install();
    const polls = pollsOf(page, "/pms/validate/poll/");
    await openPortal(page, uniqueMac(), CRUISE_ZONE);
    await logIn(page, BOOKINGS.slowValidation);
    await expect(page.getByText("Checking your booking…")).toBeVisible();
    await runPolls(page, polls, 10);
    await expect(
      page.getByRole("alert").filter({ hasText: "Unknown error. Please try again." }),
    ).toBeVisible();
    expect(polls).toEqual(Array(10).fill(202));
    // no eleventh poll, and the form is back with the id forgotten
    await page.clock.runFor(9000);
    expect(polls).toHaveLength(10);
    await expect(page.getByLabel("Surname")).toHaveValue("Nikolaou");
    expect(await sessionValue(page, "validateRelayId")).toBeNull();
  });

  test("a charge that outlasts 10 polls shows 'Unable to charge for package. Please contact service desk.'", async ({
    page,
  }) => {
    await page.clock.install();
    const polls = pollsOf(page, "/pms/charge/poll/");
    await openPortal(page, uniqueMac(), CRUISE_ZONE);
    await logIn(page, BOOKINGS.slowCharge);
    await expectOnStore(page);
    await page
      .getByRole("listitem")
      .filter({ hasText: "Wi-Fi 24 hours" })
      .getByRole("button", { name: "Select" })
      .click();
    await page
      .getByRole("dialog", { name: "Wi-Fi 24 hours" })
      .getByRole("button", { name: "Buy now" })
      .click();
    await expect(page.getByRole("dialog", { name: "Wi-Fi 24 hours" })).toHaveAttribute("aria-busy", "true");
    await runPolls(page, polls, 10);
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: "Unable to charge for package. Please contact service desk." }),
    ).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await sessionValue(page, "chargeRelayId")).toBeNull();
    await expect(page).toHaveURL(/\/store\?/);
  });
});
