import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { test } from "./fixtures.ts";

/**
 * Opens each item's page state in a tab of one browser, as a new device: the last device's cookies
 * and stored values cleared first, a new tab for its session storage. A browser per state (a test
 * each) loaded and compiled the app's script afresh every time; one browser's cache keeps it between
 * them. Each item is a step named after it, so a failure names the state it met.
 */
export async function eachInOneBrowser<T>(
  browser: Browser,
  items: readonly T[],
  name: (item: T) => string,
  check: (page: Page, item: T) => Promise<void>,
  options?: BrowserContextOptions,
): Promise<void> {
  // the hang guard is a test's: stretched for the several states this one visits
  test.setTimeout(test.info().timeout * Math.max(1, Math.ceil(items.length / 2)));
  const context = await browser.newContext(options);
  try {
    for (const item of items) {
      await test.step(name(item), async () => {
        await context.clearCookies();
        const page = await context.newPage();
        await check(page, item);
        // what the app kept in the browser is the device's: the next one starts without it
        await page.evaluate(() => localStorage.clear()).catch(() => undefined);
        await page.close();
      });
    }
  } finally {
    // a failed step's browser goes too, not at the worker's end
    await context.close();
  }
}
