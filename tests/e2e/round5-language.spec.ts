import type { Page } from "@playwright/test";
import { expect, test, uniqueMac } from "./fixtures.ts";
import { asDevice, DEVICE, fleetMac, openAt } from "./passengerFleet.ts";
import { words } from "./passengerWords.ts";

// Issue 40, item 6: a language chosen on a page the passenger left before its script ran lives
// only in the gw-lang cookie (the server drew the page in it). The app must keep it when it boots,
// not fall back to the browser's English (spec §4, startup step 4: the stored locale first).
const ZONE = "gn-premium-demo";

// the app's script kept from a page, as on a slow link the passenger leaves before it arrives
const withoutScript = (page: Page) => page.route(/\/assets\/.*\.js$/, (route) => route.abort());

test("a language chosen before the script ran stays when the app boots on the next page", async ({
  page,
}) => {
  const mac = uniqueMac();
  await withoutScript(page);
  await page.goto(`/start?mac=${mac}&zoneId=${ZONE}&lang=sv`, { waitUntil: "load" });
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
  await page.unrouteAll();
  // the next page names no language: the cookie is all the browser has of the choice
  await page.goto(`/login/voucher?mac=${mac}&zoneId=${ZONE}`);
  expect(await page.evaluate(() => localStorage.getItem("locale"))).toBeNull();
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
  await expect(page.getByRole("textbox", { name: words("sv", "voucher.code") })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: words("sv", "voucher.title") })).toBeVisible();
});

test("Greek chosen without the script stays Greek on the status page after the app boots", async ({
  page,
  context,
}) => {
  const mac = fleetMac("thalassa", DEVICE.connected);
  await context.addCookies([{ name: "gw-lang", value: "el", url: "http://127.0.0.1/" }]);
  await asDevice(page, "thalassa", mac);
  await openAt(page, "thalassa", mac, "/status");
  await expect(page.locator("html")).toHaveAttribute("lang", "el");
  await expect(page.getByRole("heading", { level: 1, name: words("el", "status.connected") })).toBeVisible();
});
