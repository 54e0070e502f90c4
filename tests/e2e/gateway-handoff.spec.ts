import type { Page } from "@playwright/test";
import { CHILLI_ZONE, type GatewayRig, MIKROTIK_ZONE, startGatewayRig } from "../gateways/gatewayRig.ts";
import { scaled } from "../timeoutFactor.ts";
import { expect, test as base, uniqueMac } from "./fixtures.ts";
import { CARDS, payWith, toPayment } from "./storeSteps.ts";

// Issue 32 in Chromium: the last step through a ship's real gateway. Each worker runs one world
// (tests/gateways/gatewayRig.ts): the real server, FreeRADIUS with Gangway's site in front of it,
// CoovaChilli's UAM and a MikroTik hotspot as stand-ins written from their vendors' documents.
// Every grant in each dialect once, with and without JavaScript, through the native RADIUS face
// and through FreeRADIUS (the same path below the gateway: one flow of each dialect goes each way).
const test = base.extend<object, { rig: GatewayRig }>({
  rig: [
    // biome-ignore lint/correctness/noEmptyPattern: a worker fixture that needs no other
    async ({}, use) => {
      const rig = await startGatewayRig({ freeRadius: true });
      await use(rig);
      await rig.close();
    },
    { scope: "worker", timeout: scaled(90_000) },
  ],
});

// one world per run, not one per worker: the file's tests run in order in one worker (CI's wall time)
test.describe.configure({ mode: "default" });

// each test leaves the world as it found it: the native face, Start not held
test.afterEach(async ({ rig }) => {
  rig.via("native");
  await rig.chilli.devices.releaseStart();
  await rig.mikrotik.devices.releaseStart();
});

// the addresses the page went to (the app replaces the entry's address with its route's)
function navigations(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) seen.push(r.url());
  });
  return seen;
}

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name, exact: true });
const terms = (page: Page) => page.getByRole("dialog", { name: "Terms and conditions" });

async function freshVoucher(page: Page, rig: GatewayRig, zoneId: string): Promise<string> {
  const res = await page.request.post(`${rig.server.base}/api/test/voucher`, { data: { zoneId } });
  expect(res.status()).toBe(200);
  return (await res.json()).code;
}

async function activateVoucher(page: Page, code: string): Promise<void> {
  await page.getByRole("link", { name: "Activate voucher" }).click();
  await page.getByRole("textbox", { name: "Voucher code" }).fill(code);
  await page.getByRole("button", { name: "Activate", exact: true }).click();
  await terms(page).getByRole("checkbox").check();
  await terms(page).getByRole("button", { name: "Connect" }).click();
}

async function startTrial(page: Page): Promise<void> {
  await page.getByRole("link", { name: "Start free trial" }).click();
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Connect" }).click();
}

// the card store with the payment sandbox; the voucher bought activated on this device
async function buy(page: Page): Promise<void> {
  await page.getByRole("link", { name: "Purchase online" }).click();
  await toPayment(page, [["1 hour", 1]]);
  await payWith(page, CARDS.success);
  const card = page.getByRole("listitem").filter({ hasText: "1 hour" });
  await card.getByRole("button", { name: "Activate on this device" }).click();
  await terms(page).getByRole("checkbox").check();
  await terms(page).getByRole("button", { name: "Connect" }).click();
}

test.describe("CoovaChilli", () => {
  test("a voucher: the logon with a one-time credential through FreeRADIUS, Connecting… until Start, Connected; logout at the gateway and a Disconnect-Request", async ({
    page,
    rig,
  }) => {
    rig.via("freeradius");
    rig.chilli.devices.holdStart = true;
    const mac = uniqueMac();
    const went = navigations(page);
    await page.goto(rig.chilli.captive(mac));
    expect(went.some((u) => /res=notyet&.*&md=[0-9A-F]{32}$/.test(u))).toBe(true);
    await activateVoucher(page, await freshVoucher(page, rig, CHILLI_ZONE));
    await expect(page).toHaveURL(/\/status\?.*connecting=1/);
    await expect(heading(page, "Connecting…")).toBeVisible();
    expect(rig.chilli.devices.accepted.at(-1)).toMatchObject({
      mac,
      userName: expect.stringMatching(/^gw-/),
    });
    await rig.chilli.devices.releaseStart();
    await expect(heading(page, "Connected")).toBeVisible();
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/start\?.*ignoreSessionRedirect=true/);
    await expect.poll(() => rig.chilli.devices.disconnects).toContain(mac);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("a trial: the trial's form, the logon, Connected", async ({ page, rig }) => {
      const mac = uniqueMac();
      await page.goto(rig.chilli.captive(mac));
      await startTrial(page);
      await expect(page).toHaveURL(/\/status\?.*connecting=1/);
      await expect(heading(page, "Connected")).toBeVisible();
      expect(rig.chilli.devices.accepted.at(-1)).toMatchObject({
        mac,
        userName: expect.stringMatching(/^gw-/),
      });
    });
  });

  test("a card purchase with the payment sandbox, its voucher activated: Connected", async ({
    page,
    rig,
  }) => {
    const mac = uniqueMac();
    await page.goto(rig.chilli.captive(mac));
    await buy(page);
    await expect(heading(page, "Connected")).toBeVisible();
    expect(rig.chilli.devices.accepted.at(-1)).toMatchObject({
      mac,
      userName: expect.stringMatching(/^gw-/),
    });
  });
});

test.describe("MikroTik", () => {
  test("a trial: the app posts the hotspot's CHAP login itself (no portal page between), Connected", async ({
    page,
    rig,
  }) => {
    const mac = uniqueMac();
    const went = navigations(page);
    await page.goto(rig.mikrotik.captive(mac));
    expect(went.some((u) => u.includes("link-login-only="))).toBe(true);
    await startTrial(page);
    await expect(page).toHaveURL(/\/status\?.*connecting=1/);
    await expect(heading(page, "Connected")).toBeVisible();
    // one round trip of the ship's link less: the portal's /gateway/login is for pages without script
    expect(went.some((u) => new URL(u).pathname === "/gateway/login")).toBe(false);
    expect(went.some((u) => u === `${rig.mikrotik.base}/login`)).toBe(true);
    expect(rig.mikrotik.devices.accepted.at(-1)).toMatchObject({
      mac,
      userName: expect.stringMatching(/^gw-/),
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("a voucher through FreeRADIUS: the login page's button, Connecting… that reloads itself until Start, Connected", async ({
      page,
      rig,
    }) => {
      rig.via("freeradius");
      rig.mikrotik.devices.holdStart = true;
      const mac = uniqueMac();
      await page.goto(rig.mikrotik.captive(mac));
      await activateVoucher(page, await freshVoucher(page, rig, MIKROTIK_ZONE));
      await expect(heading(page, "Connecting you to the Wi-Fi…")).toBeVisible();
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(heading(page, "Connecting…")).toBeVisible();
      await rig.mikrotik.devices.releaseStart();
      await expect(heading(page, "Connected")).toBeVisible({ timeout: scaled(15_000) });
      expect(rig.mikrotik.devices.accepted.at(-1)).toMatchObject({
        mac,
        userName: expect.stringMatching(/^gw-/),
      });
    });
  });

  test("a card purchase with the payment sandbox, its voucher activated: Connected; logout at the hotspot and a Disconnect-Request", async ({
    page,
    rig,
  }) => {
    const mac = uniqueMac();
    await page.goto(rig.mikrotik.captive(mac));
    await buy(page);
    await expect(heading(page, "Connected")).toBeVisible();
    expect(rig.mikrotik.devices.accepted.at(-1)).toMatchObject({
      mac,
      userName: expect.stringMatching(/^gw-/),
    });
    await page.getByRole("main").getByRole("button", { name: "Log out" }).click();
    // the hotspot's logout.html (npm run gateway's) brings the device back to the portal's offers
    await expect(page).toHaveURL(new RegExp(`/start\\?zoneId=${MIKROTIK_ZONE}.*ignoreSessionRedirect=true`));
    await expect.poll(() => rig.mikrotik.devices.disconnects).toContain(mac);
  });
});
