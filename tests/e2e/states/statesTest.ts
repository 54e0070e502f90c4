import type { Page } from "@playwright/test";
import { test } from "../fixtures.ts";

/**
 * The state suite's tests, each zone's on one page a worker keeps for all its zones: a test's own
 * context started every zone in a new renderer with an empty cache, fetching and compiling the
 * app's script afresh (issue 45). The zones' stored values are kept apart by their prefix, and a
 * state that leaves a value behind clears it (states.spec.ts); each state is a new device (its own
 * MAC). A failed test ends its worker, and the page with it.
 */
export const statesTest = test.extend<object, { statesPage: Page }>({
  statesPage: [
    async ({ browser, browserOfTests }, use, worker) => {
      // after the fixtures' own: the context is watched as a test's own is (tests/e2e/fixtures.ts)
      void browserOfTests;
      const { baseURL, proxy } = worker.project.use;
      // the options a test's own context takes from playwright.config.ts, and reduced motion: no
      // transition is what a state tells, and without them a page is drawn once, not once per frame
      const context = await browser.newContext({ baseURL, proxy, reducedMotion: "reduce" });
      // the states are read in the catalogue's words, whatever the browser's language
      await context.addInitScript(() => localStorage.setItem("locale", JSON.stringify("en")));
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
});
