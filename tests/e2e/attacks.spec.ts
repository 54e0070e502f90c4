import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { eachInOneBrowser } from "./eachInOneBrowser.ts";
import { groupsOf } from "./groupsOf.ts";
import { DEMO_ZONE, expect, freshVoucher, openPortal, test, uniqueMac } from "./fixtures.ts";

const SCRIPT = `"><img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>`;

test.describe("attacks", () => {
  const IPS = [
    "8.8.8.8",
    // on the ship's network, but not a controller the zone's manifest lists (issue 26, finding 2)
    "10.0.0.1",
    "192.168.1.1",
    "//evil.example",
    "javascript:alert(1)",
    "evil.example%2F",
    "10.0.0.1@evil.example",
    "%31%30.0.0.1",
  ];
  // each address a new device in one browser (eachInOneBrowser.ts), whose requests the guard watches
  for (const ips of groupsOf(IPS, 4)) {
    test(`accessControllerIp ${ips.map((ip) => JSON.stringify(ip)).join(", ")}: each refused at start-up, never leading the browser off the network`, async ({
      browser,
      offHost,
    }) => {
      const name = (ip: string) => `accessControllerIp ${JSON.stringify(ip)}`;
      await eachInOneBrowser(browser, ips, name, async (page, ip) => {
        await openPortal(page, uniqueMac(), DEMO_ZONE, `&accessControllerIp=${encodeURIComponent(ip)}`);
        await expect(page).toHaveURL(/\/error$/);
        await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
        expect(offHost).toEqual([]);
      });
    });
  }

  // gn-premium-demo's manifest lists 127.0.0.1 (network.controllerHosts), the demo's stand-in
  test("an accessControllerIp the manifest lists is used for the redirect", async ({ page, offHost }) => {
    const mac = uniqueMac();
    await openPortal(page, mac, DEMO_ZONE, "&accessControllerIp=127.0.0.1:9");
    await page.getByRole("link", { name: "Activate voucher" }).click();
    await page.getByLabel("Voucher code").fill(await freshVoucher(page));
    await page.getByRole("button", { name: "Activate" }).click();
    await page.getByRole("dialog").getByRole("checkbox").check();
    const controller = page.waitForRequest((r) => r.url().startsWith("http://127.0.0.1:9/auth?"));
    await page.getByRole("dialog").getByRole("button", { name: "Connect" }).click();
    expect(new URL((await controller).url()).searchParams.get("captiveStep")).toBe("3");
    expect(offHost).toEqual([]);
  });

  test("the guard: a request to another host is seen by the test and never reaches a network", async ({
    page,
    offHost,
  }) => {
    await openPortal(page, uniqueMac());
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // navigations, which the portal's Content-Security-Policy does not stop; an address literal
    // too, which no name resolution could stop
    const targets = ["http://192.0.2.1/beacon", "https://evil.example/steal"];
    for (const target of targets)
      await expect(page.goto(target)).rejects.toThrow(/net::ERR_PROXY_CONNECTION_FAILED/);
    expect(offHost).toEqual(targets);
    // seen and refused as it should be: this test made them on purpose, so it may pass
    offHost.length = 0;
  });

  test("script payloads in every query parameter are never run", async ({ page }) => {
    const params = ["mac", "zoneId", "accessControllerIp", "retryCount", "os", "captiveStep", "checkout"];
    const query = params.map((p) => `${p}=${encodeURIComponent(SCRIPT)}`).join("&");
    await page.goto(`/start?${query}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test.describe(() => {
    // the page's data is changed after the server drew the page with it: the browser's first render
    // differs from the server's by the test's own hand (React draws it afresh, as text)
    test.use({ hydrationErrorsExpected: true });
    test("script payloads in manifest texts are shown as text, never run", async ({ page }) => {
      // the zone's manifest as the server inlines it in the page, with a heading and a paragraph replaced
      await page.route(
        (url) => url.pathname === "/" && url.searchParams.get("zoneId") === "fw-open",
        async (route) => {
          const response = await route.fetch();
          const html = await response.text();
          const boot = /(<script type="application\/json" id="gw-boot">)(.*?)(<\/script>)/s.exec(html);
          const payload = JSON.parse(boot?.[2] ?? "null");
          const texts = payload.manifest.texts as Record<string, Record<string, string>>;
          const replaced = Object.values(texts).filter((text) => {
            if (text.en === "Open network on board") text.en = `Welcome ${SCRIPT}`;
            else if (text.en?.startsWith("This is an open")) text.en = `Read this ${SCRIPT}`;
            else return false;
            return true;
          });
          expect(replaced, "both texts replaced").toHaveLength(2);
          // escaped as the server escapes it: the payload cannot close its script element
          const json = JSON.stringify(payload).replace(/</g, "\\u003c").replace(/>/g, "\\u003e");
          await route.fulfill({
            response,
            body: html.replace(boot?.[0] ?? "", `${boot?.[1]}${json}${boot?.[3]}`),
          });
        },
      );
      await page.addInitScript(() => localStorage.setItem("locale", JSON.stringify("en")));
      await openPortal(page, uniqueMac(), "fw-open");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome ${SCRIPT}`);
      await expect(page.getByRole("main").getByText(`Read this ${SCRIPT}`)).toBeVisible();
      await expect(page.locator("main img, main script")).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    });
  });

  test("script payloads in API string fields are shown as text, never run", async ({ page }) => {
    await page.route("**/api/v1/session/*", async (route) => {
      const response = await route.fetch();
      const body = response.status() === 200 ? await response.json() : null;
      if (body) body.authVoucherCode = SCRIPT.slice(0, 40);
      await route.fulfill(body ? { json: body } : { response });
    });
    await page.route("**/api/v1/voucher/auth", (route) =>
      route.fulfill({ status: 500, json: { message: SCRIPT } }),
    );
    await openPortal(page, uniqueMac());
    await page.goto("/login/voucher");
    await page.getByLabel("Voucher code").fill(await freshVoucher(page));
    await page.getByRole("button", { name: "Activate" }).click();
    await page.getByRole("dialog").getByRole("checkbox").check();
    await page.getByRole("dialog").getByRole("button", { name: "Connect" }).click();
    await expect(page.getByRole("alert").first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test("no dangerouslySetInnerHTML, eval or Function anywhere in the portal's code", () => {
    const offenders: string[] = [];
    for (const dir of ["engine", "widgets"]) {
      for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
        if (!/\.(ts|tsx)$/.test(entry.name) || entry.name.includes(".gen.")) continue;
        const text = readFileSync(join(entry.parentPath, entry.name), "utf8");
        if (/dangerouslySetInnerHTML|\beval\s*\(|new Function\s*\(/.test(text))
          offenders.push(join(entry.parentPath, entry.name));
      }
    }
    expect(offenders).toEqual([]);
  });
});
