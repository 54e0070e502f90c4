import { expect, stubSite, test, uniqueMac } from "./fixtures.ts";
import { asDevice, DEVICE, fleetMac, openAt } from "./passengerFleet.ts";

// Issue 40, the portal's lows without a script: a page that is only a way elsewhere must take
// the browser there (the server redirects), not draw another page at its address or a spinner
test.use({ javaScriptEnabled: false });

test("/open-in-browser in a full browser goes to the store, with its items", async ({ page }) => {
  const response = await page.goto(`/open-in-browser?mac=${uniqueMac()}&zoneId=nl-polaris`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/store\?mac=.*&zoneId=nl-polaris$/);
  await expect(page.getByRole("heading", { level: 1, name: "Wi-Fi products" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue" }).first()).toBeVisible();
});

// /status of a device without a session: server-render.spec's "without JavaScript" test
test("the island status page that is only a way on sends a connected device to the operator's site", async ({
  page,
}) => {
  const site = "https://www.skerrylines.example/";
  // the site is stubbed so the request is allowed; a stub cannot answer a redirect's next request
  // (Playwright routes only a navigation's first), so the browser asking for the site is the proof
  await stubSite(page, site.slice(0, -1));
  const mac = fleetMac("puffin", DEVICE.connected);
  await asDevice(page, "puffin", mac);
  const toSite = page.waitForRequest(site);
  await openAt(page, "puffin", mac, "/status").catch(() => undefined);
  expect((await toSite).isNavigationRequest()).toBe(true);
});

test("the same page keeps a device whose session is used up, to reset it", async ({ page }) => {
  const mac = fleetMac("puffin", DEVICE.resetAvailable);
  await asDevice(page, "puffin", mac);
  await openAt(page, "puffin", mac, "/status");
  await expect(page).toHaveURL(/\/status\?/);
  await expect(page.getByRole("button", { name: "Reset session" })).toBeVisible();
});

test("the island-route ship's longer story is there to read, with no Read more that does nothing", async ({
  page,
}) => {
  await openAt(page, "tern", uniqueMac());
  await expect(page.getByText("The route calls at six islands")).toBeVisible();
  await expect(page.getByRole("button", { name: "Read more" })).toHaveCount(0);
});

test("the premium trial's greeting is shown, and OK closes it", async ({ page }) => {
  const mac = fleetMac("polaris", DEVICE.trialPremium);
  await asDevice(page, "polaris", mac);
  await openAt(page, "polaris", mac, "/status");
  const greeting = page.getByRole("dialog", { name: "You are connected" });
  await expect(greeting).toContainText("Your 15min trial has started!");
  await greeting.getByRole("button", { name: "OK" }).click();
  await expect(greeting).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Connected", exact: true })).toBeVisible();
  // the × too, after a reload brings it back (without the script nothing remembers it was closed)
  await page.reload();
  await greeting.getByRole("button", { name: "Close" }).click();
  await expect(greeting).toBeHidden();
});
