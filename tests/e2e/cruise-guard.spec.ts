import { expect, openPortal, test, uniqueMac } from "./fixtures.ts";
import { CRUISE_ZONE } from "./cruiseSteps.ts";

const IN_APP =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36";

test.describe("cruise: the in-app-browser guard", () => {
  test.use({ userAgent: IN_APP });

  test("an Android in-app browser lands on OpenInBrowser and copies the link", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const mac = uniqueMac();
    await openPortal(page, mac, CRUISE_ZONE);
    await expect(page).toHaveURL(/\/open-in-browser$/);
    await expect(page.getByRole("heading", { name: "Open in your browser" })).toBeVisible();
    const link = page.getByLabel("Portal link");
    await expect(link).toHaveValue(
      new RegExp(`/\\?mac=${mac.replaceAll(":", "%3A")}&zoneId=${CRUISE_ZONE}$`),
    );
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByText("Link copied.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
    // the footer is hidden here, and the store is out of reach too
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await page.goto("/store");
    await expect(page).toHaveURL(/\/open-in-browser$/);
  });

  test("a refused clipboard shows 'Copy failed, copy the link manually.'", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: () => Promise.reject(new Error("denied")) },
      });
    });
    await openPortal(page, uniqueMac(), CRUISE_ZONE);
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByText("Copy failed, copy the link manually.")).toBeVisible();
  });
});

test("a full browser on OpenInBrowser goes to the store, which without a booking goes to the start", async ({
  page,
}) => {
  await openPortal(page, uniqueMac(), CRUISE_ZONE);
  await page.goto("/open-in-browser");
  await expect(page).toHaveURL(/\/start$/);
  await expect(page.getByRole("heading", { name: "Option 2: Log in" })).toBeVisible();
});
