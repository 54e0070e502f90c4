import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { eachDeviceInOneTab } from "./eachDeviceInOneTab.ts";

/**
 * Opens each item's page state in a tab of its own in one browser, as a new device: the last
 * device's cookies and the portal's stored values cleared first (eachDeviceInOneTab.ts: also when
 * the last device ended on an operator's site, where a page's own `localStorage.clear()` cleared
 * that site's, not the portal's). A browser per state (a test each) loaded and compiled the app's
 * script afresh every time; one browser's cache keeps it between them. Each item is a step named
 * after it, so a failure names the state it met.
 */
export function eachInOneBrowser<T>(
  browser: Browser,
  items: readonly T[],
  name: (item: T) => string,
  check: (page: Page, item: T) => Promise<void>,
  options?: BrowserContextOptions,
): Promise<void> {
  return eachDeviceInOneTab(browser, items, name, check, () => true, options);
}
