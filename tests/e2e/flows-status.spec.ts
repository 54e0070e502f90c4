import type { Page } from "@playwright/test";
import { expect, stubSite, test } from "./fixtures.ts";
import type { DeviceSetup } from "./states/putDevice.ts";
import { eachInOneBrowser } from "./eachInOneBrowser.ts";
import {
  asDevice,
  DEVICE,
  expectConnected,
  fleetMac,
  openAt,
  TIMED,
  timedDevice,
  ZONES,
  type ZoneKey,
} from "./passengerFleet.ts";

const main = (page: Page) => page.getByRole("main");
const row = (page: Page, name: string) => main(page).getByRole("row", { name: new RegExp(`^${name}`) });
// the device's own browser: only it sees its voucher code. A seeded device (DEVICE), or one of the
// test's own in a state that runs out on the clock (TIMED), started now
const statusOf = async (page: Page, zone: ZoneKey, device: number | DeviceSetup) => {
  const mac = typeof device === "number" ? fleetMac(zone, device) : await timedDevice(page, zone, device);
  if (typeof device === "number") await asDevice(page, zone, mac);
  await openAt(page, zone, mac, "/status");
};

/** A connected device's status page in each zone: facts, and which of the optional parts it has. */
interface Connected {
  zone: ZoneKey;
  limit: string;
  speed: string;
  devices: string;
  browse?: string;
  logout?: boolean;
  code?: boolean;
  options?: boolean;
  /** connected on an access that runs out on the clock: a device of the test's own */
  timed?: DeviceSetup;
}
const voucher = { limit: "1,000 MB", speed: "20 Mbit/s", devices: "1 of 1", logout: true };
const CONNECTED: Connected[] = [
  { zone: "polaris", ...voucher, browse: "https://onboard.nordlinjen.example/" },
  { zone: "nlCrew", ...voucher, code: true },
  { zone: "seahawk", ...voucher, browse: "https://onboard.channelway.example/", code: true, options: true },
  { zone: "tern", ...voucher, browse: "https://www.skerrylines.example/" },
  { zone: "thalassa", ...voucher, browse: "https://onboard.aegeoferries.example/" },
  { zone: "aallotar", ...voucher, browse: "/onboard", code: true },
  { zone: "moewe", ...voucher, browse: "https://onboard.ostseelinie.example/" },
  { zone: "cargolink", ...voucher, code: true },
  { zone: "petrel", ...voucher, browse: "https://onboard.sarniaseaways.example/" },
  // open accesses: no data limit, one device, no logout method
  {
    zone: "kyma",
    timed: TIMED.trial,
    limit: "Unlimited",
    speed: "20 Mbit/s",
    devices: "1 of 1",
    browse: "https://onboard.aegeoferries.example/",
  },
  {
    zone: "fwOpen",
    limit: "Unlimited",
    speed: "1 Mbit/s",
    devices: "1 of 1",
    browse: "https://www.finnway.example/",
  },
];

test.describe("status: a connected device", () => {
  test("each zone: Connected with its facts, the voucher code and Wi-Fi options where it has them", async ({
    browser,
  }) => {
    const name = (c: Connected) =>
      `${c.zone}: Connected with its facts${c.code ? ", the voucher code" : ""}${c.options ? ", Wi-Fi options" : ""}`;
    await eachInOneBrowser(browser, CONNECTED, name, async (page, c) => {
      await statusOf(page, c.zone, c.timed ?? DEVICE.connected);
      await expectConnected(page);
      await expect(row(page, "Data used")).toContainText(/\d+(\.\d)? MB/);
      await expect(row(page, "Data limit")).toContainText(c.limit);
      await expect(row(page, "Ends")).toContainText(/^Ends\s*in \d+ (minutes|hours?)/);
      await expect(row(page, "Speed")).toContainText(c.speed);
      await expect(row(page, "Connected devices")).toContainText(c.devices);
      const browse = main(page).getByRole("link", { name: "Start browsing" });
      if (c.browse) await expect(browse).toHaveAttribute("href", c.browse);
      else await expect(browse).toHaveCount(0);
      await expect(main(page).getByRole("button", { name: "Log out" })).toHaveCount(c.logout ? 1 : 0);
      const code = main(page).getByRole("textbox", { name: "Your voucher code" });
      if (c.code) {
        await expect(code).toHaveValue(`${ZONES[c.zone].code}LIVE01`);
        await expect(code).toHaveAttribute("readonly", "");
        await expect(main(page).getByText(/^Save this code/)).toBeVisible();
      } else await expect(code).toHaveCount(0);
      await expect(main(page).getByRole("link", { name: "View Wi-Fi options" })).toHaveCount(
        c.options ? 1 : 0,
      );
      await expect(main(page).getByRole("button", { name: "Reset session" })).toHaveCount(0);
    });
  });
});

/** Used up, with a reset available: the reset button and no browsing; without one: neither. */
const WITH_RESET: ZoneKey[] = [
  "polaris",
  "nlCrew",
  "seahawk",
  "tern",
  "thalassa",
  "kyma",
  "fwOpen",
  "moewe",
  "petrel",
  "puffin",
];
const WITHOUT_RESET: ZoneKey[] = [
  "polaris",
  "seahawk",
  "tern",
  "thalassa",
  "kyma",
  "aallotar",
  "moewe",
  "cargolink",
  "petrel",
];

test.describe("status: a used-up session", () => {
  test("each zone with a reset available: the reset button, no browsing", async ({ browser }) => {
    await eachInOneBrowser(
      browser,
      WITH_RESET,
      (zone) => `${zone}: reset available`,
      async (page, zone) => {
        await statusOf(page, zone, DEVICE.resetAvailable);
        await expect(page.getByRole("heading", { level: 1, name: "Not connected" })).toBeVisible();
        await expect(page.getByRole("link", { name: "Expired session" })).toBeVisible();
        await expect(main(page).getByRole("button", { name: "Reset session" })).toBeVisible();
        await expect(main(page).getByRole("link", { name: "Start browsing" })).toHaveCount(0);
      },
    );
  });
  test("each zone without one: neither", async ({ browser }) => {
    await eachInOneBrowser(
      browser,
      WITHOUT_RESET,
      (zone) => `${zone}: no reset`,
      async (page, zone) => {
        await statusOf(page, zone, DEVICE.usedUp);
        await expect(page.getByRole("heading", { level: 1, name: "Not connected" })).toBeVisible();
        await expect(main(page).getByRole("button", { name: "Reset session" })).toHaveCount(0);
        await expect(main(page).getByRole("link", { name: "Start browsing" })).toHaveCount(0);
      },
    );
  });
});

test.describe("status: actions", () => {
  test("polaris, kyma, tern: Reset session posts the reset and the controller lets the device back online", async ({
    browser,
  }) => {
    const zones = ["polaris", "kyma", "tern"] as const;
    await eachInOneBrowser(
      browser,
      zones,
      (zone) => zone,
      async (page, zone) => {
        const resets: string[] = [];
        page.on("request", (r) => r.url().includes("/api/v1/session/reset/") && resets.push(r.method()));
        await statusOf(page, zone, DEVICE.resetTest);
        await main(page).getByRole("button", { name: "Reset session" }).click();
        await expectConnected(page);
        expect(resets).toEqual(["POST"]);
        await expect(main(page).getByRole("button", { name: "Reset session" })).toHaveCount(0);
      },
    );
  });

  test("polaris, cargolink: Log out on the page ends the session", async ({ browser }) => {
    const zones = ["polaris", "cargolink"] as const;
    await eachInOneBrowser(
      browser,
      zones,
      (zone) => zone,
      async (page, zone) => {
        await statusOf(page, zone, DEVICE.logout);
        await main(page).getByRole("button", { name: "Log out" }).click();
        await expect(page).toHaveURL(/\/start\?.*ignoreSessionRedirect=true/);
        await expect(page.getByRole("link", { name: "Connected session" })).toHaveCount(0);
      },
    );
  });

  test("seahawk: 'View Wi-Fi options' shows the offers without being sent back", async ({ page }) => {
    await statusOf(page, "seahawk", DEVICE.connected);
    await main(page).getByRole("link", { name: "View Wi-Fi options" }).click();
    await expect(page).toHaveURL(/\/start\?ignoreSessionRedirect=true$/);
    await expect(page.getByRole("region", { name: "Premium Wi-Fi" })).toBeVisible();
  });
});

test.describe("status: the facts' units", () => {
  test("1.5 GB used shows in GB; a voucher without a device limit says so", async ({ page }) => {
    await statusOf(page, "aallotar", DEVICE.big);
    await expect(row(page, "Data used")).toContainText(/1\.5\d? GB/);
    await expect(row(page, "Data limit")).toContainText("Unlimited");
    await expect(row(page, "Connected devices")).toContainText("1 (no limit)");
  });

  // no session data (issue 16: endless loading dots) is server-render.spec.ts's "/status for a
  // device without a session": the same page, opened and checked there once
});

test.describe("status: premium trial greeting", () => {
  for (const zone of ["polaris", "moewe"] as const) {
    test(`${zone}: 'You are connected' on the premium trial; OK closes it`, async ({ page }) => {
      await statusOf(page, zone, TIMED.trialPremium);
      const greeting = page.getByRole("dialog", { name: "You are connected" });
      await expect(greeting).toContainText("Your 15min trial has started!");
      await expect(greeting).toContainText("upgrade to premium Wi-Fi or continue with the free option");
      await greeting.getByRole("button", { name: "OK" }).click();
      await expect(greeting).toBeHidden();
      await expectConnected(page);
    });
  }

  test("not on the premium trial: no greeting", async ({ page }) => {
    await statusOf(page, "polaris", DEVICE.freeConnected);
    await expectConnected(page);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("status: the island-route page that is only a way on", () => {
  const SITE = "https://www.skerrylines.example";

  test("puffin: a connected device is sent to the operator's site", async ({ page }) => {
    await stubSite(page, SITE);
    // the server redirects there (engine/ssr/movedTo.ts): a stub answers a navigation's first
    // request only, so the browser asking for the site is what is seen
    const toSite = page.waitForRequest(`${SITE}/`);
    await statusOf(page, "puffin", DEVICE.connected).catch(() => undefined);
    expect((await toSite).isNavigationRequest()).toBe(true);
  });

  test("puffin: a used-up session stays, to reset it", async ({ page }) => {
    await statusOf(page, "puffin", DEVICE.resetAvailable);
    await expect(page.getByRole("heading", { level: 1, name: "Not connected" })).toBeVisible();
    await expect(main(page).getByRole("button", { name: "Reset session" })).toBeVisible();
    await expect(page).toHaveURL(/\/status/);
  });
});
