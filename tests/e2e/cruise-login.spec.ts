import { expect, openPortal, test, uniqueMac } from "./fixtures.ts";
import { BOOKINGS, CRUISE_ZONE, logIn, sessionValue } from "./cruiseSteps.ts";
import { scaled } from "../timeoutFactor.ts";

const NO_BOOKING =
  "We could not find a booking with these details. Check your surname, personal key, e-mail address and date of birth.";

test.describe("cruise login: the form, its errors and a wrong booking", () => {
  test("shows both options and the notice with its privacy link; no purchases, no block", async ({
    page,
  }) => {
    await openPortal(page, uniqueMac(), CRUISE_ZONE);
    await expect(page.getByRole("heading", { name: "Option 1: Voucher" })).toBeVisible();
    const form = page.getByRole("region", { name: "Option 2: Log in" });
    await expect(form.getByText("the cruise line may send you offers by e-mail")).toBeVisible();
    await expect(form.getByRole("link", { name: "privacy policy" })).toHaveAttribute(
      "href",
      "/celestyal-privacy-policy",
    );
    const today = await page.evaluate(() => {
      const now = new Date();
      return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
    });
    await expect(form.getByLabel("Date of birth")).toHaveAttribute("max", today);
    await expect(page.getByRole("region", { name: "Your purchased packages" })).toHaveCount(0);
    await page.goto("/celestyal-privacy-policy");
    await expect(
      page.getByText("to find your booking and to bill Wi-Fi packages to your cabin"),
    ).toBeVisible();
  });

  test("shows the form's errors in place and sends nothing until they are fixed", async ({ page }) => {
    const sent: string[] = [];
    page.on("request", (r) => r.url().includes("/pms/") && sent.push(r.url()));
    await openPortal(page, uniqueMac(), CRUISE_ZONE);
    const form = page.getByRole("region", { name: "Option 2: Log in" });
    await form.getByRole("button", { name: "Next" }).click();
    for (const label of ["Surname", "Personal key", "Email address", "Date of birth"]) {
      await expect(form.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
    }
    await expect(form.getByText("Input required")).toHaveCount(4);
    await expect(form.getByLabel("Surname")).toBeFocused();
    await form.getByLabel("Surname").fill("Karlsson");
    await form.getByLabel("Personal key").fill("K");
    await form.getByLabel("Email address").fill("karlsson@ship");
    await form.getByLabel("Date of birth").fill("1990-01-15");
    await form.getByRole("button", { name: "Next" }).click();
    await expect(form.getByText("The personal key has 2 to 128 characters")).toBeVisible();
    await expect(form.getByLabel("Personal key")).toBeFocused();
    await expect(form.getByText("Invalid email address")).toBeVisible();
    await expect(form.getByLabel("Surname")).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(sent).toEqual([]);
  });

  test("the terms modal: Continue without the box flags it, Cancel closes it and sends nothing", async ({
    page,
  }) => {
    await openPortal(page, uniqueMac(), CRUISE_ZONE);
    const form = page.getByRole("region", { name: "Option 2: Log in" });
    await form.getByLabel("Surname").fill("Karlsson");
    await form.getByLabel("Personal key").fill("E2E-PREPAID");
    await form.getByLabel("Email address").fill("e2e.prepaid@example.org");
    await form.getByLabel("Date of birth").fill("1990-01-15");
    await form.getByLabel("Date of birth").press("Enter");
    const terms = page.getByRole("dialog", { name: "Terms and conditions" });
    await terms.getByRole("button", { name: "Continue" }).click();
    await expect(terms.getByRole("checkbox")).toHaveAttribute("aria-invalid", "true");
    await expect(terms.getByText("Please accept the terms to continue")).toBeVisible();
    await terms.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await sessionValue(page, "user")).toBeNull();
  });

  test("a wrong booking shows the server's message, and the form keeps what was typed", async ({ page }) => {
    await openPortal(page, uniqueMac(), CRUISE_ZONE);
    await logIn(page, { ...BOOKINGS.prepaid, key: "E2E-WRONG" });
    // the server's default delay: one 202, then the refusal on the poll 3 s later
    await expect(page.getByRole("alert").filter({ hasText: NO_BOOKING })).toBeVisible({
      timeout: scaled(10_000),
    });
    await expect(page).toHaveURL(/\/start/);
    const form = page.getByRole("region", { name: "Option 2: Log in" });
    await expect(form.getByLabel("Personal key")).toHaveValue("E2E-WRONG");
    await expect(form.getByLabel("Surname")).toHaveValue("Karlsson");
    expect(await sessionValue(page, "validateRelayId")).toBeNull();
  });

  test("the package page without a checked booking goes to the start page", async ({ page }) => {
    await openPortal(page, uniqueMac(), CRUISE_ZONE);
    await page.goto("/store");
    await expect(page).toHaveURL(/\/start$/);
    await page.goto("/purchase-complete");
    await expect(page).toHaveURL(/\/start$/);
  });
});
