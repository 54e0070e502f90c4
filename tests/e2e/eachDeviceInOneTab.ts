import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { test } from "./fixtures.ts";

/**
 * Runs each item as a new device in one tab of one browser: the last device's cookies and the
 * portal's stored values (local and session) cleared first, then the item's own load. A tab per
 * device (as eachInOneBrowser.ts opens) starts a renderer process each and compiles the app and axe
 * afresh; a tab that stays on the portal's site keeps its process, whose V8 compiles the same
 * script once (measured for issue 45: a third less CPU for a load, axe and a walk). An item for
 * which `ownTab` holds gets a tab of its own, closed after it: one that leaves for another site
 * (its stored values there are out of reach) or routes requests (which turns the tab's cache off).
 */
export async function eachDeviceInOneTab<T>(
  browser: Browser,
  items: readonly T[],
  name: (item: T) => string,
  check: (page: Page, item: T) => Promise<void>,
  ownTab: (item: T) => boolean,
  options?: BrowserContextOptions,
): Promise<void> {
  // the hang guard is a test's: stretched for the several devices this one runs
  test.setTimeout(test.info().timeout * Math.max(1, Math.ceil(items.length / 2)));
  const portal = new URL(test.info().project.use.baseURL ?? "").origin;
  const context = await browser.newContext(options);
  let shared: Page | undefined;
  try {
    for (const item of items) {
      await test.step(name(item), async () => {
        await context.clearCookies();
        const own = ownTab(item);
        if (!own) shared ??= await context.newPage();
        const page = own || !shared ? await context.newPage() : shared;
        await forgetStored(page, portal);
        await check(page, item);
        if (own) await page.close();
      });
    }
  } finally {
    // a failed step's browser goes too, not at the worker's end
    await context.close();
  }
}

/** The portal's local storage (for the whole browser) and this tab's session storage, emptied. */
async function forgetStored(page: Page, portal: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Storage.clearDataForOrigin", { origin: portal, storageTypes: "local_storage" });
  await cdp.detach();
  // a shared tab is on the portal's site from its first device on (see ownTab); a new tab has none
  if (page.url().startsWith(portal)) await page.evaluate(() => sessionStorage.clear());
}
