import type { Page } from "@playwright/test";
import { stubSite } from "../fixtures.ts";

const siteStub = { status: 200, contentType: "text/html", body: "<title>operator site</title>" };

/**
 * The operator's sites a zone links to, answered by a stub only while a state that leaves for one
 * is visited. A routed page is a page without the browser's cache (Playwright turns it off while
 * any route is set): every other state's load fetched and compiled the whole bundle again, about
 * half as much CPU again per load. The sites stay the fixture's stubbed ones throughout (stubSite),
 * so a request there is never taken for one leaving the machine.
 */
export async function stubWhileLeaving(page: Page, origins: string[]) {
  for (const origin of origins) {
    await stubSite(page, origin);
    await page.unroute(`${origin}/**`);
  }
  return async <T>(leaves: boolean, visit: () => Promise<T>): Promise<T> => {
    if (!leaves) return visit();
    for (const origin of origins) await page.route(`${origin}/**`, (route) => route.fulfill(siteStub));
    try {
      return await visit();
    } finally {
      for (const origin of origins) await page.unroute(`${origin}/**`);
    }
  };
}
