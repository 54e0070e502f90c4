import { expect, type Page, type TestInfo } from "@playwright/test";
import { screenshotsWanted } from "../screenshotsWanted.ts";
import { expectEveryFormSubmits, expectNoAxeViolations, expectNoHorizontalScroll } from "./a11y.ts";
import type { FleetZone } from "./fleetZones.ts";
import { PAGE_PATHS } from "./routesOf.ts";

// the Content-Security-Policy must report nothing on any page
const CSP_WATCH = `window.__csp = []; document.addEventListener("securitypolicyviolation", (e) => window.__csp.push(e.violatedDirective + " " + e.blockedURI));`;

// the tabs already watched: a tab that serves several devices in turn is given the script once
const watched = new WeakSet<Page>();

/** Records the page's Content-Security-Policy reports from its next load on (before opening it). */
export async function watchCsp(page: Page): Promise<void> {
  if (watched.has(page)) return;
  watched.add(page);
  await page.addInitScript(CSP_WATCH);
}

/**
 * Every page of the zone in the page's locale, for a fresh device: axe, every form submits, no
 * horizontal scroll at 360 px, no CSP report; the start page also at 320 and 1280 px. Begins on the
 * start page just opened and ends back on it, as the header's home link takes a passenger, for the
 * main path to go on from there.
 */
export async function expectPagesFit(
  page: Page,
  zone: FleetZone,
  locale: string,
  info: TestInfo,
): Promise<void> {
  // the path after the walk goes on at the test's own size
  const size = page.viewportSize();
  await expect(page.locator("main h1").first()).toBeVisible();
  for (const width of [320, 360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoHorizontalScroll(page, `${zone.zonePrefix} start at ${width} px`);
    // the three widths as pictures (the fit is checked just above): in every run they were 114
    // full-page screenshots, 14 MB of the JSON report
    if (screenshotsWanted)
      await info.attach(`${zone.zonePrefix}-${locale}-${width}.png`, {
        body: await page.screenshot({ fullPage: true }),
        contentType: "image/png",
      });
  }
  await page.setViewportSize({ width: 360, height: 800 });
  for (const [name, path] of Object.entries(PAGE_PATHS)) {
    if (!zone.pages[name]) continue;
    // an in-app navigation, as a link would make: a full load for every page would spend the
    // suite's time parsing the same bundle again (deep links are the flows suites' business)
    await navigateInApp(page, path);
    await expectPageFits(
      page,
      `${zone.zonePrefix} ${name} [${locale}]`,
      `${zone.zonePrefix} ${name} at 360 px`,
    );
  }
  await navigateInApp(page, PAGE_PATHS.StartPage as string);
  await expect(page).toHaveURL(/\/start\?/);
  if (size) await page.setViewportSize(size);
}

async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.evaluate((path) => history.pushState(null, "", path), to);
  // a later page shows the spinner while its widgets arrive: wait for its heading
  await expect(page.locator("main h1").first()).toBeVisible();
}

async function expectPageFits(page: Page, where: string, layout: string): Promise<void> {
  await expectNoAxeViolations(page, where);
  await expectEveryFormSubmits(page, where);
  await expectNoHorizontalScroll(page, layout);
  const csp = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
  expect(csp, `CSP on ${where}`).toEqual([]);
}
