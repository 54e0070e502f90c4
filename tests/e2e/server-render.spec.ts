import { expect, test, uniqueMac } from "./fixtures.ts";
import { eachInOneBrowser } from "./eachInOneBrowser.ts";
import { groupsOf } from "./groupsOf.ts";
import { asDevice, DEVICE, fleetMac, openAt } from "./passengerFleet.ts";
import { HYDRATION_TROUBLE, watchPage, zoneLocales, zonePages } from "./serverRender.ts";

test.describe("the server draws the start page; the browser hydrates it", () => {
  // a few zones to a test, each a new device in one browser of the locale (eachInOneBrowser.ts). The
  // browser's cache keeps the app's script between them, never a zone's pictures: two zones of one
  // operator (the id's prefix, which may share its pictures) never share a browser, so every header
  // and banner arrives as on a first visit, and its box must hold it without a shift
  const operatorRank = new Map<string, number>();
  const rows = zoneLocales().map((row) => {
    const key = `${row.locale} ${row.zoneId.split("-")[0]}`;
    const rank = operatorRank.get(key) ?? 0;
    operatorRank.set(key, rank + 1);
    return { ...row, rank };
  });
  for (const group of groupsOf(rows, 5, (row) => `${row.locale} ${row.rank}`)) {
    const name = (row: (typeof group)[number]) =>
      `${row.zoneId} in ${row.locale}: drawn by the server, hydrated without a warning, nothing shifts`;
    test(group.map(name).join("; "), async ({ browser }) => {
      // the first visit of a zone also makes its header and banner variants on this busy machine
      test.slow();
      const locale = group[0]?.locale ?? "en";
      const options = { locale, viewport: { width: 360, height: 740 } };
      await eachInOneBrowser(
        browser,
        group,
        name,
        async (page, { zoneId }) => {
          const watch = await watchPage(page);
          const response = await page.goto(`/?mac=${uniqueMac()}&zoneId=${zoneId}`);
          // the page as it arrived, before any script: the server drew it in the visitor's language
          const html = (await response?.text()) ?? "";
          expect(html).toContain(`<div id="root" data-ssr="${locale}" data-ssr-path="/start">`);
          expect(html).toMatch(/<main[^>]*>[\s\S]*<h1/);
          await expect(page.locator("html")).toHaveAttribute("data-gw-ready", "");
          await expect(page.locator("html")).toHaveAttribute("lang", locale);
          // the header image and the banner (scrolled to, so the lazy one loads) arrive into their boxes
          await page.locator(".gw-banner").scrollIntoViewIfNeeded();
          // (its load event awaited in the page, not asked for over and over)
          for (const image of await page.locator(".gw-brand-image img").all())
            expect(
              await image.evaluate(async (img: HTMLImageElement) => {
                if (!img.complete)
                  await new Promise((done) => {
                    img.addEventListener("load", done, { once: true });
                    img.addEventListener("error", done, { once: true });
                  });
                return img.naturalWidth > 0;
              }),
            ).toBe(true);
          expect(await watch.layoutShift(), (await watch.shifts()).join("\n")).toBe(0);
          expect(
            watch.messages.filter((m) => HYDRATION_TROUBLE.test(m) || /csp violation|pageerror/.test(m)),
          ).toEqual([]);
        },
        options,
      );
    });
  }

  // every zone's other pages, a few to a test, each a new device in one browser of the zone's first
  // locale (eachInOneBrowser.ts): the browser's cache keeps the app's script compiled between them
  const pages = zonePages().flatMap(({ zoneId, locale, paths }) =>
    paths.map((path) => ({ zoneId, locale, path })),
  );
  for (const group of groupsOf(pages, 8, (row) => row.locale)) {
    const zones = [...new Set(group.map((row) => row.zoneId))].join(", ");
    test(`${zones}: every other page a device may land on is drawn by the server and hydrated without a warning`, async ({
      browser,
    }) => {
      test.slow();
      const locale = group[0]?.locale ?? "en";
      await eachInOneBrowser(
        browser,
        group,
        (row) => `${row.zoneId} ${row.path}`,
        async (page, { zoneId, path }) => {
          const watch = await watchPage(page);
          const response = await page.goto(`${path}?mac=${uniqueMac()}&zoneId=${zoneId}`);
          const html = (await response?.text()) ?? "";
          expect(html, path).toContain(`<div id="root" data-ssr="${locale}" data-ssr-path="${path}">`);
          // a part the server could not draw is left to the browser with this note (React's fallback)
          expect(html, path).not.toContain("Switched to client rendering");
          await expect(page.locator("html")).toHaveAttribute("data-gw-ready", "");
          expect(
            watch.messages.filter((m) => HYDRATION_TROUBLE.test(m) || /csp violation|pageerror/.test(m)),
            path,
          ).toEqual([]);
        },
        { locale, viewport: { width: 360, height: 740 } },
      );
    });
  }

  test("a browser whose first language the zone lacks gets its next one, drawn and hydrated alike", async ({
    browser,
  }) => {
    test.slow();
    // what a Chromium set to German, then Swedish, sends and says
    // (the runner's default locale would override a context's own Accept-Language: set per request)
    const context = await browser.newContext({ locale: "de-DE" });
    await context.route("http://127.0.0.1:*/**", (route) =>
      route.continue({
        headers: { ...route.request().headers(), "accept-language": "de-DE,de;q=0.9,sv;q=0.8,en;q=0.7" },
      }),
    );
    await context.addInitScript(() =>
      Object.defineProperties(navigator, {
        language: { get: () => "de-DE" },
        languages: { get: () => ["de-DE", "de", "sv", "en"] },
      }),
    );
    const page = await context.newPage();
    const watch = await watchPage(page);
    const response = await page.goto(`/?mac=${uniqueMac()}&zoneId=gn-premium-demo`);
    expect((await response?.text()) ?? "").toContain('<div id="root" data-ssr="sv" data-ssr-path="/start">');
    await expect(page.locator("html")).toHaveAttribute("data-gw-ready", "");
    await expect(page.locator("html")).toHaveAttribute("lang", "sv");
    expect(watch.messages.filter((m) => HYDRATION_TROUBLE.test(m) || /pageerror/.test(m))).toEqual([]);
    await context.close();
  });

  test("a hydrated start page's links route in the browser, with no new page load", async ({ page }) => {
    await page.goto(`/?mac=${uniqueMac()}&zoneId=nl-polaris`);
    await expect(page.locator("html")).toHaveAttribute("data-gw-ready", "");
    await expect(page).toHaveURL(/\/start$/);
    await page.evaluate(() => {
      (window as unknown as { __samePage: boolean }).__samePage = true;
    });
    await page.getByRole("link", { name: "Activate voucher" }).click();
    await expect(page).toHaveURL(/\/login\/voucher$/);
    await expect(page.getByLabel("Voucher code")).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  });
});

test.describe("a page whose data failed its schema on the server", () => {
  // the server drew the page, but the data it checked failed (server/pages/checkBootPayload.ts): the
  // page carries null instead, as the test writes it here, and the browser draws the page afresh
  test.use({ hydrationErrorsExpected: true });
  test("still starts: the browser asks the API and draws the page itself", async ({ page }) => {
    await page.route(
      (url) => url.pathname === "/" && url.searchParams.get("zoneId") === "fw-open",
      async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        const boot = /(<script type="application\/json" id="gw-boot">)(.*?)(<\/script>)/s.exec(html);
        expect(boot, "the page carries its data").not.toBeNull();
        await route.fulfill({
          response,
          body: html.replace(boot?.[0] ?? "", `${boot?.[1]}null${boot?.[3]}`),
        });
      },
    );
    const asked = page.waitForRequest((request) =>
      new URL(request.url()).pathname.startsWith("/api/v1/session/"),
    );
    await page.goto(`/?mac=${uniqueMac()}&zoneId=fw-open`);
    await asked;
    await expect(page.locator("html")).toHaveAttribute("data-gw-ready", "");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("a device with a session", () => {
  test("arriving at the entry gets its status page drawn at once, not the start page's offers first", async ({
    page,
  }) => {
    const mac = fleetMac("polaris", DEVICE.connected);
    await asDevice(page, "polaris", mac);
    const watch = await watchPage(page);
    const response = await page.request.get(`/?mac=${mac}&zoneId=nl-polaris`);
    const html = await response.text();
    expect(html).toContain('data-ssr-path="/status"');
    expect(html).not.toContain("Premium Wi-Fi");
    // the status page's widgets come with the other pages' chunk: fetched beside the main one once
    // the page is on screen (engine/boot/afterPaint.ts)
    expect(html).toMatch(/<meta name="gw-after-paint" content="[^"]*\/assets\/otherPageBindings-[\w-]+\.js/);
    await openAt(page, "polaris", mac);
    await expect(page.locator("html")).toHaveAttribute("data-gw-ready", "");
    await expect(page).toHaveURL(/\/status$/);
    await expect(page.getByRole("heading", { level: 1, name: "Connected", exact: true })).toBeVisible();
    expect(watch.messages.filter((m) => HYDRATION_TROUBLE.test(m) || /pageerror/.test(m))).toEqual([]);
  });

  test("keeps the start page with ignoreSessionRedirect (the status page's way back to the offers)", async ({
    page,
  }) => {
    const mac = fleetMac("polaris", DEVICE.connected);
    await asDevice(page, "polaris", mac);
    await openAt(page, "polaris", mac, "/start", "&ignoreSessionRedirect=true");
    await expect(page.locator("html")).toHaveAttribute("data-gw-ready", "");
    await expect(page).toHaveURL(/\/start/);
    await expect(page.getByRole("heading", { name: "Premium Wi-Fi" })).toBeVisible();
  });
});

test.describe("pages that only lead elsewhere, drawn by the server", () => {
  test("/status for a device without a session is sent to the start page", async ({ page }) => {
    const watch = await watchPage(page);
    const response = await page.goto(`/status?mac=${uniqueMac()}&zoneId=nl-polaris`);
    // a redirect (engine/ssr/movedTo.ts), not the start page at the status page's address
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/status\?/);
    const html = (await response?.text()) ?? "";
    expect(html).toContain('<div id="root" data-ssr="en" data-ssr-path="/start">');
    expect(html).toContain("Premium Wi-Fi");
    // the start page needs nothing of the other pages: the first round trip carries no more
    expect(html).not.toContain("otherPageBindings");
    await expect(page.locator("html")).toHaveAttribute("data-gw-ready", "");
    await expect(page).toHaveURL(/\/start\?mac=/);
    await expect(page.getByRole("heading", { name: "Premium Wi-Fi" })).toBeVisible();
    // boot fetches the session before the page shows: no session data is known, not awaited, so the
    // loading dots would never end (issue 16); the device belongs on the start page
    await expect(page.getByRole("main").getByRole("table")).toHaveCount(0);
    expect(watch.messages.filter((m) => HYDRATION_TROUBLE.test(m) || /pageerror/.test(m))).toEqual([]);
  });

  test.describe("in an Android in-app browser on a zone that sends it to a full browser", () => {
    test.use({
      userAgent:
        "Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36",
    });

    test("/open-in-browser is drawn by the server with the page's own address in it", async ({ page }) => {
      const mac = uniqueMac();
      const watch = await watchPage(page);
      const response = await page.goto(`/open-in-browser?mac=${mac}&zoneId=md-stella-demo`);
      const html = (await response?.text()) ?? "";
      const link = `${new URL(page.url()).origin}/?mac=${encodeURIComponent(mac)}&amp;zoneId=md-stella-demo`;
      expect(html).toContain('data-ssr-path="/open-in-browser"');
      expect(html).toContain(`value="${link}"`);
      expect(html).not.toContain("<!--$!-->");
      await expect(page.locator("html")).toHaveAttribute("data-gw-ready", "");
      await expect(page).toHaveURL(/\/open-in-browser\?/);
      await expect(page.getByLabel("Portal link")).toHaveValue(link.replace("&amp;", "&"));
      expect(watch.messages.filter((m) => HYDRATION_TROUBLE.test(m) || /pageerror/.test(m))).toEqual([]);
    });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/status for a device without a session is the start page, not a spinner with no way on", async ({
    page,
  }) => {
    await page.goto(`/status?mac=${uniqueMac()}&zoneId=nl-polaris`);
    // the server redirects to the start page (merged from round5-no-script.spec)
    await expect(page).toHaveURL(/\/start\?mac=.*&zoneId=nl-polaris$/);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome on board" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Premium Wi-Fi" })).toBeVisible();
    await expect(page.getByText("Not connected")).toHaveCount(0);
    await page.getByRole("link", { name: "Activate voucher" }).click();
    await expect(page).toHaveURL(/\/login\/voucher$/);
    await expect(page.getByLabel("Voucher code")).toBeVisible();
  });

  test("the start page is readable and its links lead to the pages the server draws", async ({ page }) => {
    await page.goto(`/?mac=${uniqueMac()}&zoneId=nl-polaris`);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome on board" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Premium Wi-Fi" })).toBeVisible();
    await expect(
      page.getByRole("img", { name: "The ferry Polaris under way below the Pole Star" }),
    ).toBeVisible();
    // a real link, followed by the browser itself: the server knows the device from its first page
    await page.getByRole("link", { name: "Activate voucher" }).click();
    await expect(page).toHaveURL(/\/login\/voucher$/);
    await expect(page.getByLabel("Voucher code")).toBeVisible();
    await page.getByRole("link", { name: "Privacy statement" }).click();
    await expect(page).toHaveURL(/\/gdpr$/);
    await expect(page.getByText("Nordlinjen processes your device address")).toBeVisible();
  });
});
