import type { Page } from "@playwright/test";
import { expect, test, uniqueMac } from "./fixtures.ts";
import { asDevice, DEVICE, fleetMac } from "./passengerFleet.ts";
import { HYDRATION_TROUBLE, watchPage } from "./serverRender.ts";

// Issue 44: a fresh start page fetches no more script than its starter until the passenger acts
// on it (engine/boot/afterPaint.ts, server/pages/waitsForTap.ts); every other page starts its
// script after its first paint as before.

const TAP_META = /<meta name="gw-after-paint" data-until="tap" content="/;

/** The page's scripts fetched so far (their paths), the starter's included. */
function scriptsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") seen.push(new URL(r.url()).pathname);
  });
  return seen;
}

test("a fresh start page fetches only its starter until a tap, then hydrates without a warning", async ({
  page,
}) => {
  const watch = await watchPage(page);
  const scripts = scriptsOf(page);
  // "load": the page as it is left, without the fixture's own touch
  const response = await page.goto(`/?mac=${uniqueMac()}&zoneId=nl-polaris`, { waitUntil: "load" });
  expect(await response?.text()).toMatch(TAP_META);
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((s) => !/\/afterPaint-[\w-]+\.js$/.test(s))).toEqual([]);
  expect(await page.locator("html").getAttribute("data-gw-ready")).toBeNull();
  // a tap on the page's heading, no control: the bundle and the catalog come, the app takes over
  await page.locator("main h1").first().click();
  await expect(page.locator("html")).toHaveAttribute("data-gw-ready", "");
  expect(scripts.some((s) => /\/main-[\w-]+\.js$/.test(s))).toBe(true);
  expect(scripts.some((s) => /\/messages-[\w-]+\.js$/.test(s))).toBe(true);
  expect(watch.messages.filter((m) => HYDRATION_TROUBLE.test(m) || /pageerror/.test(m))).toEqual([]);
});

test("a key starts the start page's script as a tap on no control does", async ({ page }) => {
  await page.goto(`/?mac=${uniqueMac()}&zoneId=gn-premium-demo`, { waitUntil: "load" });
  await page.keyboard.press("Tab");
  await expect(page.locator("html")).toHaveAttribute("data-gw-ready", "");
});

/** The page's requests in order: the app's bundle and the documents the tab navigated to. */
function sequenceOf(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (r.isNavigationRequest()) seen.push(`${r.method()} ${path}`);
    else if (/\/main-[\w-]+\.js$/.test(path)) seen.push("app");
  });
  return seen;
}

test("a first tap that sends a start page's form is the server's and fetches no app: the trial reaches its terms", async ({
  page,
}) => {
  const sequence = sequenceOf(page);
  await page.goto(`/?mac=${uniqueMac()}&zoneId=nl-polaris`, { waitUntil: "load" });
  await page.getByRole("button", { name: "Start trial" }).click();
  await expect(page.getByRole("dialog", { name: "Terms and conditions" })).toBeVisible();
  // the answer (the terms step) starts the app after its own paint
  expect(sequence.slice(0, 3)).toEqual(["GET /", "POST /", "app"]);
});

test("a first tap on a start page's link follows it and fetches no app on the way", async ({ page }) => {
  const sequence = sequenceOf(page);
  await page.goto(`/?mac=${uniqueMac()}&zoneId=gn-premium-demo`, { waitUntil: "load" });
  await page.getByRole("link", { name: "Activate voucher" }).click();
  await expect(page).toHaveURL(/\/login\/voucher/);
  await expect(page.locator("html")).toHaveAttribute("data-gw-ready", "");
  expect(sequence.slice(0, 3)).toEqual(["GET /", "GET /login/voucher", "app"]);
});

test("a language chosen as a start page's first act starts the app, which draws the page in it", async ({
  page,
}) => {
  await page.goto(`/?mac=${uniqueMac()}&zoneId=nl-polaris`, { waitUntil: "load" });
  await expect(page.locator("main h1")).toHaveText("Welcome on board");
  await page.getByRole("combobox", { name: "Language" }).selectOption("sv");
  await expect(page.locator("html")).toHaveAttribute("data-gw-ready", "");
  await expect(page.locator("main h1")).toHaveText("Välkommen ombord");
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
});

test("every page but a fresh start page starts its script after the first paint", async ({ page }) => {
  const fresh = `mac=${uniqueMac()}&zoneId=nl-polaris`;
  const body = async (url: string) => (await page.request.get(url)).text();
  // the address asks the script for more: a controller's return, a language, the dev flag
  for (const extra of ["&retryCount=1", "&lang=sv", "&dev=1", "&connecting=1"])
    expect(await body(`/?${fresh}${extra}`), extra).not.toMatch(TAP_META);
  for (const path of ["/login/voucher", "/store"])
    expect(await body(`${path}?${fresh}`), path).not.toMatch(TAP_META);
  // the status page of a device without a session is its start page, drawn as one
  for (const path of ["/start", "/status"]) expect(await body(`${path}?${fresh}`), path).toMatch(TAP_META);
  // a device with a session is drawn its status page at the entry: that page polls at once
  const mac = fleetMac("polaris", DEVICE.connected);
  await asDevice(page, "polaris", mac);
  const entry = await body(`/?mac=${mac}&zoneId=nl-polaris`);
  expect(entry).toContain('data-ssr-path="/status"');
  expect(entry).not.toMatch(TAP_META);
});

// The first keys a passenger types into a waiting start page start the app: what they typed
// before it took over is still in the field afterwards, and goes with the form (nothing lost).
for (const { zoneId, fields } of [
  { zoneId: "sk-puffin", fields: ["input[name=code]"] },
  { zoneId: "md-stella-demo", fields: ["input[name=lastname]", "input[name=key]"] },
]) {
  test(`what a passenger types on ${zoneId}'s start page before its app takes over stays typed`, async ({
    page,
  }) => {
    let typed: () => void = () => undefined;
    const done = new Promise<void>((resolve) => {
      typed = resolve;
    });
    // the app arrives only once every key is typed: the keys certainly come before it
    await page.route(/\/main-[\w-]+\.js$/, async (route) => {
      await done;
      await route.continue();
    });
    await page.goto(`/?mac=${uniqueMac()}&zoneId=${zoneId}`, { waitUntil: "load" });
    const values: string[] = [];
    for (const [i, selector] of fields.entries()) {
      const field = page.locator(selector).first();
      await field.click();
      const value = i === 0 ? "Abc1234" : "7012";
      await page.keyboard.type(value);
      values.push(value);
    }
    typed();
    await expect(page.locator("html")).toHaveAttribute("data-gw-ready", "");
    for (const [i, selector] of fields.entries())
      await expect(page.locator(selector).first()).toHaveValue(values[i] ?? "");
  });
}
