import { DEMO_ZONE, expect, test, uniqueMac } from "./fixtures.ts";
import { expectEveryFormSubmits, expectNoAxeViolations, expectNoHorizontalScroll } from "./fleet/a11y.ts";
import { fleetZones, zonesMissingFromDemoFleet } from "./fleet/fleetZones.ts";
import { PAGE_PATHS } from "./fleet/routesOf.ts";
import { scaled } from "../timeoutFactor.ts";
import { screenshotsWanted } from "./screenshotsWanted.ts";

// the Content-Security-Policy must report nothing on any page
const CSP_WATCH = `window.__csp = []; document.addEventListener("securitypolicyviolation", (e) => window.__csp.push(e.violatedDirective + " " + e.blockedURI));`;

// written once, run over the fleet: a new manifest in the demo fleet is covered without new test code.
// each test visits every page of a zone in one locale, three widths, with axe: give it room
test.describe.configure({ timeout: scaled(120_000) });

test("every zone of manifests/ is in the demo fleet", () => {
  expect(zonesMissingFromDemoFleet()).toEqual([]);
});

for (const zone of fleetZones()) {
  for (const locale of zone.locales) {
    test(`${zone.zonePrefix} [${locale}]: every page is accessible and fits 320, 360 and 1280 px`, async ({
      page,
    }, testInfo) => {
      await page.addInitScript((l) => localStorage.setItem("locale", JSON.stringify(l)), locale);
      await page.addInitScript(CSP_WATCH);
      await page.goto(`/?mac=${uniqueMac()}&zoneId=${zone.zoneId}`);
      await expect(page.locator("main h1").first()).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      for (const width of [320, 360, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await expectNoHorizontalScroll(page, `${zone.zonePrefix} start at ${width} px`);
        // the three widths as pictures (the fit is checked just above): in every run they were 114
        // full-page screenshots, 14 MB of the JSON report
        if (screenshotsWanted)
          await testInfo.attach(`${zone.zonePrefix}-${locale}-${width}.png`, {
            body: await page.screenshot({ fullPage: true }),
            contentType: "image/png",
          });
      }
      await page.setViewportSize({ width: 360, height: 800 });
      for (const [name, path] of Object.entries(PAGE_PATHS)) {
        if (!zone.pages[name]) continue;
        // an in-app navigation, as a link would make: a full load for every page would spend the
        // suite's time parsing the same bundle again (deep links are the flows suites' business)
        await page.evaluate((to) => history.pushState(null, "", to), path);
        // a later page shows the spinner while its widgets arrive: wait for its heading
        await expect(page.locator("main h1").first()).toBeVisible();
        await expectNoAxeViolations(page, `${zone.zonePrefix} ${name} [${locale}]`);
        await expectEveryFormSubmits(page, `${zone.zonePrefix} ${name} [${locale}]`);
        await expectNoHorizontalScroll(page, `${zone.zonePrefix} ${name} at 360 px`);
        expect(
          await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp),
          `CSP on ${name}`,
        ).toEqual([]);
      }
    });
  }
}

test(`an error banner and an open modal are accessible too`, async ({ page }) => {
  await page.goto(`/?mac=${uniqueMac()}&zoneId=${DEMO_ZONE}`);
  await page.goto("/login/voucher");
  await page.getByLabel("Voucher code").fill("ab");
  await page.getByRole("button", { name: "Activate" }).click();
  await expect(page.getByText("Invalid voucher code")).toBeVisible();
  await expectNoAxeViolations(page, "voucher page with an error banner");
  await page.getByLabel("Voucher code").fill("TEST0004");
  await page.getByRole("button", { name: "Activate" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Connect" }).click();
  await expect(page.getByRole("dialog").getByText("Please accept the terms to continue")).toBeVisible();
  await expectNoAxeViolations(page, "terms modal with the required marker");
});
