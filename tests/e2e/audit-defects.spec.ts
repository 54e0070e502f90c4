import type { Page } from "@playwright/test";
import { eachInOneBrowser } from "./eachInOneBrowser.ts";
import { expect, openPortal, test, uniqueMac } from "./fixtures.ts";
import { expectConnected } from "./passengerFleet.ts";
import { HYDRATION_TROUBLE, watchPage } from "./serverRender.ts";
import { putDevice } from "./states/putDevice.ts";

// Issue 28's spec audit: each defect it found, as the passenger met it.

const TERMS = "Terms and conditions";
const terms = (page: Page) => page.getByRole("dialog", { name: TERMS });
const troubleOf = (messages: string[]) =>
  messages.filter((m) => HYDRATION_TROUBLE.test(m) || /pageerror/.test(m));

test.describe("1. the terms open in a new tab with the operator's text, the device kept", () => {
  test("the link beside the terms checkbox", async ({ page }) => {
    await openPortal(page, uniqueMac(), "nl-polaris");
    await page.getByRole("button", { name: "Start trial" }).click();
    const opened = page.context().waitForEvent("page");
    await terms(page).getByRole("link", { name: "terms and conditions" }).click();
    const tab = await opened;
    await tab.waitForLoadState();
    await expect(tab).toHaveURL(/\/policies$/);
    await expect(tab.getByRole("heading", { level: 1, name: TERMS })).toBeVisible();
    // Nordlinjen's own wording (manifests/nordlinjen/operator.json legal.terms), not the error page
    await expect(tab.getByText("Nordlinjen provides Wi-Fi on board")).toBeVisible();
    await expect(tab.getByText("We could not identify your device")).toHaveCount(0);
    // back in the first tab the step is where it was
    await expect(terms(page)).toBeVisible();
  });

  test("the footer's Terms link", async ({ page }) => {
    await openPortal(page, uniqueMac(), "nl-polaris");
    const opened = page.context().waitForEvent("page");
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms" }).click();
    const tab = await opened;
    await expect(tab.getByText("Nordlinjen provides Wi-Fi on board")).toBeVisible();
  });
});

test.describe("2. free Wi-Fi after the 15-minute premium trial", () => {
  // each zone a new device in one browser (eachInOneBrowser.ts)
  test("nl-polaris, os-moewe: the free card connects once the trial is used", async ({ browser }) => {
    await eachInOneBrowser(
      browser,
      ["nl-polaris", "os-moewe"],
      (zoneId) => zoneId,
      async (page, zoneId) => {
        const mac = uniqueMac();
        await putDevice(page, zoneId, mac, { access: "trial-premium", startedMinutesAgo: 16 });
        await openPortal(page, mac, zoneId);
        const free = page.getByRole("region", { name: "Free Wi-Fi" });
        await expect(free.getByText("Sorry, this service is not available at the moment.")).toHaveCount(0);
        await free.getByRole("button", { name: "Connect" }).click();
        await terms(page).getByRole("checkbox").check();
        await terms(page).getByRole("button", { name: "Connect" }).click();
        await expectConnected(page);
      },
    );
  });
});

test.describe("3. the server's page and the browser's agree (no hydration error)", () => {
  test("/store?checkout=1 back from the bypass: Checkout at once, on both sides", async ({ page }) => {
    const mac = uniqueMac();
    const watch = await watchPage(page);
    await openPortal(page, mac, "jw-swift-demo");
    const prefix = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem("settings") ?? "{}").settings?.zonePrefix,
    );
    await page.evaluate(
      (key) =>
        sessionStorage.setItem(
          key,
          JSON.stringify({
            idempotencyKey: "0123456789abcdef0123456789abcdef",
            customer: { firstName: "A", lastName: "B", email: "a@b.example" },
            items: [{ id: 1, amount: 1 }],
            // a completed checkout: the page stays on its last step
            publicId: "AAAAAAAAAAAAAAAAAAAA",
            completed: true,
          }),
        ),
      `${prefix}/checkout`,
    );
    const response = await page.goto(`/store?checkout=1&mac=${mac}&zoneId=jw-swift-demo`);
    expect(await response?.text()).toContain(">Checkout<");
    await expect(page.getByRole("heading", { name: "Checkout" })).toBeVisible();
    expect(troubleOf(watch.messages)).toEqual([]);
  });

  test("/status after a reset: the end time reads the same on both sides", async ({ page }) => {
    const mac = uniqueMac();
    const watch = await watchPage(page);
    await putDevice(page, "gn-premium-demo", mac, {
      access: "trial",
      startedMinutesAgo: 1500,
      accessControllerAuthed: true,
      reset: { method: "MANUAL", periodMinutes: 1440 },
    });
    await page.goto(`/status?mac=${mac}&zoneId=gn-premium-demo`);
    await page.getByRole("button", { name: "Reset session" }).click();
    await expectConnected(page);
    await expect(page.getByRole("row", { name: /Ends/ })).toContainText(/in 2[34] hours/);
    expect(troubleOf(watch.messages)).toEqual([]);
  });

  test("the cruise login's return, and /start with stored packages", async ({ page }) => {
    const mac = uniqueMac();
    const watch = await watchPage(page);
    await openPortal(page, mac, "md-stella-demo");
    await page.evaluate(() => {
      const pkg = { id: "kept", title: "Wi-Fi 1 hour", duration: 1, durationUnit: "hours", listItems: [] };
      localStorage.setItem(
        "meridian/stella/purchasedPackages",
        JSON.stringify([{ ...pkg, voucherCode: "KEPT1234" }]),
      );
      sessionStorage.setItem("validateRelayId", JSON.stringify("0000000000000000"));
      sessionStorage.setItem(
        "user",
        JSON.stringify({ lastname: "A", key: "KK", email: "a@b.example", dob: "1990-01-01" }),
      );
    });
    await page.goto(`/start?mac=${mac}&zoneId=md-stella-demo&ignoreSessionRedirect=true`);
    await expect(page.getByRole("heading", { name: "Your purchased packages" })).toBeVisible();
    expect(troubleOf(watch.messages)).toEqual([]);
  });

  // /cna for a new device on the Tern: flows-pages' CNA test, with the same watch for page errors
  test("a page with the dev flag", async ({ page }) => {
    const watch = await watchPage(page);
    await page.goto(`/?mac=${uniqueMac()}&zoneId=sk-tern&dev=1`);
    await expect(page.getByRole("link", { name: /developer/i })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("link", { name: /developer/i })).toBeVisible();
    expect(troubleOf(watch.messages)).toEqual([]);
  });
});

test("4. /open-in-browser without a stored query stays on the error page", async ({ page }) => {
  await page.goto("/open-in-browser");
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByText("We could not identify your device")).toBeVisible();
  // nothing sends it on (to a blank store) once the app is running
  await expect(page.locator("html")).toHaveAttribute("data-gw-ready", "");
  await expect(page).toHaveURL(/\/error$/);
});

test.describe("5. the calls", () => {
  test("the internet check names the zone", async ({ page }) => {
    const check = page.waitForRequest((r) => new URL(r.url()).pathname === "/generate_204");
    await openPortal(page, uniqueMac(), "sk-tern");
    await page.evaluate(() => history.pushState(null, "", "/internetcheck-redirect"));
    await page.evaluate(() => dispatchEvent(new PopStateEvent("popstate")));
    expect((await check).headers()["x-zone-public-id"]).toBe("sk-tern");
  });

  test("GET /api/v1/opens/zone once per session answer, however many offers ask", async ({ page }) => {
    const calls: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/api/v1/opens/zone") calls.push(r.url());
    });
    // a session the 30 s refresh answers anew: each offer on the page asks again what it may have
    const mac = uniqueMac();
    await putDevice(page, "nl-polaris", mac, { access: "voucher", accessControllerAuthed: true });
    await page.clock.install();
    await page.goto(`/start?mac=${mac}&zoneId=nl-polaris&ignoreSessionRedirect=true`);
    await expect(page.getByRole("region", { name: "Free Wi-Fi" })).toBeVisible();
    const refreshed = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith("/api/v1/session/"));
    await page.clock.runFor(30_000);
    await refreshed;
    await expect.poll(() => calls.length).toBe(1);
    await page.clock.runFor(1_000);
    expect(calls).toHaveLength(1);
  });
});

test.describe("6. confusing answers", () => {
  test("the store's failure is said once, by its notice", async ({ page }) => {
    await page.route("**/api/v1/store/zone", (route) => route.fulfill({ status: 500, body: "{}" }));
    await openPortal(page, uniqueMac(), "jw-swift-demo");
    await page.getByRole("link", { name: "Purchase online" }).click();
    await expect(page.getByText("Something went wrong, please try again")).toHaveCount(1);
  });

  test("cw-seahawk: a refused free activation closes the terms and says why", async ({ page }) => {
    await page.route("**/api/v1/open/*/auth/*", (route) =>
      route.fulfill({ status: 409, contentType: "application/json", body: '{"message":"not now"}' }),
    );
    await openPortal(page, uniqueMac(), "cw-seahawk");
    await page.getByRole("region", { name: "Free Wi-Fi" }).getByRole("button", { name: "Connect" }).click();
    await terms(page).getByRole("checkbox").check();
    await terms(page).getByRole("button", { name: "Connect" }).click();
    await expect(terms(page)).toHaveCount(0);
    await expect(
      page.getByRole("alert").filter({ hasText: "Sorry, the service is currently unavailable" }),
    ).toBeVisible();
  });

  test("a used-up voucher's table has one data unit", async ({ page }) => {
    const mac = uniqueMac();
    await putDevice(page, "gn-premium-demo", mac, {
      access: "voucher",
      byteLimit: 1_000_000_000,
      bytesUsed: 1_000_000_000,
      accessControllerAuthed: true,
    });
    await page.goto(`/status?mac=${mac}&zoneId=gn-premium-demo`);
    await expect(page.getByRole("row", { name: /Data used/ })).toContainText("1 GB");
    await expect(page.getByRole("row", { name: /Data limit/ })).toContainText("1 GB");
  });

  test("'You are connected' greets a trial once, not on every reload", async ({ page }) => {
    const mac = uniqueMac();
    await putDevice(page, "nl-polaris", mac, { access: "trial-premium", accessControllerAuthed: true });
    await openPortal(page, mac, "nl-polaris");
    const greeting = page.getByRole("dialog", { name: "You are connected" });
    await greeting.getByRole("button", { name: "OK" }).click();
    await expect(greeting).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Connected", exact: true })).toBeVisible();
    await expect(greeting).toHaveCount(0);
  });

  test("the error page's footer leads to the legal texts, not back to itself", async ({ page }) => {
    await page.goto("/error");
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy statement" }).click();
    await expect(page).toHaveURL(/\/gdpr$/);
    await expect(page.getByRole("heading", { level: 1, name: "Privacy statement" })).toBeVisible();
  });

  test("/login/trial/99 (no such trial) says so, with no Connect to press", async ({ page }) => {
    await page.goto(`/login/trial/99?mac=${uniqueMac()}&zoneId=gn-premium-demo`);
    await expect(page.getByText("Sorry, the service is currently unavailable")).toBeVisible();
    await expect(page.getByRole("button", { name: "Connect" })).toHaveCount(0);
  });
});
