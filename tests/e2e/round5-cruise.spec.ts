import type { Page } from "@playwright/test";
import { expect, test, uniqueMac } from "./fixtures.ts";
import { CRUISE_ZONE, PURCHASED_KEY } from "./cruiseSteps.ts";

// Issue 40, item 6: the cruise login page's 'Your purchased packages' card follows the spec's
// purchased voucher card states (§4): 'Activated' for the code this device's connected session
// runs on, 'Expired' once that session is used up with no reset, else 'Activate on this device'.

const pkg = (voucherCode: string, title: string) => ({
  id: "WIFI-24H",
  title,
  duration: 24,
  durationUnit: "hours",
  listItems: ["Unlimited data"],
  voucherCode,
});

// a device of this browser on a fresh voucher of the ship, in the state `session` names
async function deviceOnVoucher(page: Page, mac: string, session: object): Promise<string> {
  const made = await page.request.post("/api/test/device", {
    data: { zoneId: CRUISE_ZONE, mac, access: "voucher", ...session },
  });
  expect(made.status()).toBe(200);
  const bound = await page.request.post("/api/test/bind", { data: { zoneId: CRUISE_ZONE, mac } });
  expect(bound.status()).toBe(200);
  return (await made.json()).voucherCode;
}

async function purchasedOnThisDevice(page: Page, packages: object[]): Promise<void> {
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key as string, value as string),
    [PURCHASED_KEY, JSON.stringify(packages)],
  );
}

const purchased = (page: Page) => page.getByRole("region", { name: "Your purchased packages" });
const card = (page: Page, title: string) => purchased(page).getByRole("listitem").filter({ hasText: title });

test("the session's own connected voucher reads Activated; another purchase can still be activated", async ({
  page,
}) => {
  const mac = uniqueMac();
  const code = await deviceOnVoucher(page, mac, { accessControllerAuthed: true });
  await purchasedOnThisDevice(page, [pkg(code, "Wi-Fi 24 hours"), pkg("ZZ9QW2MX", "Social media")]);
  // the logo's way back: the start page without the redirect a session makes
  await page.goto(`/start?mac=${mac}&zoneId=${CRUISE_ZONE}&ignoreSessionRedirect=true`);
  await expect(card(page, "Wi-Fi 24 hours")).toContainText("Activated");
  await expect(card(page, "Wi-Fi 24 hours").getByRole("button")).toHaveCount(0);
  await expect(
    card(page, "Social media").getByRole("button", { name: "Activate on this device" }),
  ).toBeVisible();
});

test("the session's own voucher, used up with no reset, reads Expired", async ({ page }) => {
  const mac = uniqueMac();
  const code = await deviceOnVoucher(page, mac, {
    accessControllerAuthed: true,
    byteLimit: 1000,
    bytesUsed: 1000,
  });
  await purchasedOnThisDevice(page, [pkg(code, "Wi-Fi 24 hours")]);
  await page.goto(`/start?mac=${mac}&zoneId=${CRUISE_ZONE}&ignoreSessionRedirect=true`);
  await expect(card(page, "Wi-Fi 24 hours")).toContainText("Expired");
  await expect(card(page, "Wi-Fi 24 hours").getByRole("button")).toHaveCount(0);
});

test("a purchase on a device not yet let online can be activated", async ({ page }) => {
  const mac = uniqueMac();
  const code = await deviceOnVoucher(page, mac, { accessControllerAuthed: false, backendAuthed: false });
  await purchasedOnThisDevice(page, [pkg(code, "Wi-Fi 24 hours")]);
  await page.goto(`/start?mac=${mac}&zoneId=${CRUISE_ZONE}&ignoreSessionRedirect=true`);
  await expect(
    card(page, "Wi-Fi 24 hours").getByRole("button", { name: "Activate on this device" }),
  ).toBeVisible();
});
