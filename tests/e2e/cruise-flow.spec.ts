import { expect, openPortal, test, uniqueMac } from "./fixtures.ts";
import {
  acceptVoucherTerms,
  BOOKINGS,
  CRUISE_ZONE,
  expectOnStore,
  localValue,
  logIn,
  PURCHASED_KEY,
  sessionValue,
} from "./cruiseSteps.ts";
import { scaled } from "../timeoutFactor.ts";

test.describe("cruise: booking login, packages billed to the cabin, purchase complete", () => {
  test("a prepaid package: log in, activate it, reach Purchase complete, go online on this device", async ({
    page,
  }) => {
    await openPortal(page, uniqueMac(), CRUISE_ZONE);
    await expect(page.getByRole("heading", { name: "Your purchased packages" })).toHaveCount(0);
    const relay = page.waitForRequest(/\/triggerrelay\?/);
    await logIn(page, BOOKINGS.prepaid);
    const validate = new URL((await relay).url());
    expect(validate.searchParams.get("captiveStep")).toBe("8");
    expect(validate.searchParams.get("retryCount")).toBe("0");
    await expectOnStore(page);
    expect(await sessionValue(page, "user")).toEqual({
      lastname: "Karlsson",
      key: "E2E-PREPAID",
      email: "e2e.prepaid@example.org",
      dob: "1990-01-15",
    });
    expect(await sessionValue(page, "validateRelayId")).toBe(validate.searchParams.get("relayId"));

    const prepaid = page.getByRole("listitem").filter({ hasText: "Wi-Fi 24 hours" });
    await expect(page.getByRole("heading", { name: "Your prepaid packages" })).toBeVisible();
    await expect(prepaid).not.toContainText("EUR");
    await prepaid.getByRole("button", { name: "Activate" }).click();
    const modal = page.getByRole("dialog", { name: "Wi-Fi 24 hours" });
    await expect(modal.getByRole("listitem")).toHaveText(["Unlimited data", "Up to 5 Mbit/s", "1 device"]);
    await expect(modal).toContainText("Questions? Contact reception/servicedesk.");
    await expect(modal).not.toContainText("Price");
    const chargeRelay = page.waitForRequest(/\/triggerrelay\?/);
    await modal.getByRole("button", { name: "Connect" }).click();
    const charge = new URL((await chargeRelay).url());
    expect([charge.searchParams.get("captiveStep"), charge.searchParams.get("retryCount")]).toEqual([
      "9",
      "0",
    ]);

    await expect(page.getByText("Purchase completed!")).toBeVisible();
    await expect(page).toHaveURL(/\/purchase-complete$/, { timeout: scaled(15_000) });
    const code = page.getByLabel("Your voucher code");
    await expect(code).toHaveAttribute("readonly", "");
    const voucherCode = await code.inputValue();
    expect(voucherCode).toMatch(/^[A-Z0-9]{8}$/);
    // leaving the package page after a purchase forgets the booking and the relay ids
    expect(await sessionValue(page, "user")).toBeNull();
    expect(await sessionValue(page, "validateRelayId")).toBeNull();
    expect(await sessionValue(page, "chargeRelayId")).toBeNull();
    expect(await sessionValue(page, "chargePackage")).toBeNull();
    expect(await localValue(page, PURCHASED_KEY)).toEqual([
      {
        id: "WIFI-24H",
        title: "Wi-Fi 24 hours",
        duration: 24,
        durationUnit: "hours",
        listItems: ["Unlimited data", "Up to 5 Mbit/s", "1 device"],
        // ours: the package's words in every language Stella offers, so the purchase reads in
        // the language chosen later
        translations: {
          en: { title: "Wi-Fi 24 hours", listItems: ["Unlimited data", "Up to 5 Mbit/s", "1 device"] },
          sv: { title: "Wifi 24 timmar", listItems: ["Obegränsad data", "Upp till 5 Mbit/s", "1 enhet"] },
          el: { title: "Wi-Fi 24 ώρες", listItems: ["Απεριόριστα δεδομένα", "Έως 5 Mbit/s", "1 συσκευή"] },
        },
        voucherCode,
      },
    ]);

    await page.getByRole("button", { name: "Activate on this device" }).click();
    await acceptVoucherTerms(page);
    await expect(page).toHaveURL(/\/status/);
    await expect(page.getByRole("heading", { level: 1, name: "Connected", exact: true })).toBeVisible();
  });

  test("a chargeable package: its price, Buy now, the charge polled through 202s, then Purchase complete and online", async ({
    page,
  }) => {
    const polls: number[] = [];
    page.on("response", (r) => {
      if (r.url().includes("/pms/charge/poll/")) polls.push(r.status());
    });
    await openPortal(page, uniqueMac(), CRUISE_ZONE);
    await logIn(page, BOOKINGS.buy);
    await expectOnStore(page);
    await expect(page.getByRole("heading", { name: "Packages available for purchase" })).toBeVisible();
    await expect(page.getByText("Your purchases are listed on the Login page")).toBeVisible();
    const oneHour = page.getByRole("listitem").filter({ hasText: "Wi-Fi 1 hour" });
    await expect(oneHour).toContainText("4,90 EUR");
    await oneHour.getByRole("button", { name: "Select" }).click();
    const modal = page.getByRole("dialog", { name: "Wi-Fi 1 hour" });
    await expect(modal).toContainText("Price 4,90 EUR");
    const chargeRelay = page.waitForRequest(/\/triggerrelay\?/);
    const firstPoll = page.waitForResponse((r) => r.url().includes("/pms/charge/poll/"));
    await modal.getByRole("button", { name: "Buy now" }).click();
    const relayId = new URL((await chargeRelay).url()).searchParams.get("relayId");
    // the booking's charge answers 202 until released: the first poll is one on any machine, and
    // only then does the charge go through (the spec's polling, not a race with a delay)
    expect((await firstPoll).status()).toBe(202);
    const release = await page.request.post("/api/test/cruise/release", {
      data: { zoneId: CRUISE_ZONE, relayId },
    });
    expect(release.status(), await release.text()).toBe(200);
    // then the code, and 'Purchase completed!' for 1.5 s
    await expect(page.getByText("Purchase completed!")).toBeVisible({ timeout: scaled(15_000) });
    await expect(page).toHaveURL(/\/purchase-complete$/, { timeout: scaled(15_000) });
    expect(polls[0]).toBe(202);
    expect(polls.at(-1)).toBe(200);
    await expect(page.getByText("Wi-Fi 1 hour")).toBeVisible();
    await expect(page.getByText("Save this code")).toBeVisible();
    await expect(page.getByRole("heading", { name: "On another device" })).toBeVisible();
    await page.getByRole("button", { name: "Activate on this device" }).click();
    await acceptVoucherTerms(page);
    await expect(page.getByRole("heading", { level: 1, name: "Connected", exact: true })).toBeVisible();
  });

  test("a purchase is listed on the login page afterwards and activates from there", async ({ page }) => {
    await openPortal(page, uniqueMac(), CRUISE_ZONE);
    await logIn(page, BOOKINGS.again);
    await expectOnStore(page);
    await page
      .getByRole("listitem")
      .filter({ hasText: "Wi-Fi 1 hour" })
      .getByRole("button", { name: "Select" })
      .click();
    await page.getByRole("dialog").getByRole("button", { name: "Buy now" }).click();
    await expect(page).toHaveURL(/\/purchase-complete$/, { timeout: scaled(15_000) });
    const code = await page.getByLabel("Your voucher code").inputValue();
    await page.getByRole("link", { name: "Meridian Cruises" }).click();
    const purchased = page.getByRole("region", { name: "Your purchased packages" });
    await expect(purchased.getByRole("listitem")).toHaveCount(1);
    await expect(purchased).toContainText(code);
    await expect(purchased).toContainText("1 hour");
    // the login form starts empty again: the booking was forgotten after the purchase
    await expect(page.getByLabel("Surname")).toHaveValue("");
    await purchased.getByRole("button", { name: "Activate on this device" }).click();
    await acceptVoucherTerms(page);
    await expect(page.getByRole("heading", { level: 1, name: "Connected", exact: true })).toBeVisible();
  });

  test("the back button leaves the package page for the login page, which no longer checks the booking", async ({
    page,
  }) => {
    await openPortal(page, uniqueMac(), CRUISE_ZONE);
    await logIn(page, BOOKINGS.prepaid);
    await expectOnStore(page);
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/start$/);
    await expect(page.getByRole("region", { name: "Option 2: Log in" }).getByLabel("Surname")).toHaveValue(
      "Karlsson",
    );
    expect(await sessionValue(page, "validateRelayId")).toBeNull();
    await page.goto("/store");
    await expect(page).toHaveURL(/\/start$/);
  });
});
