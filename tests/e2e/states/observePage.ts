import type { Page } from "@playwright/test";
import { scaled } from "../../timeoutFactor.ts";
import { expect, untilAppReady } from "../fixtures.ts";

// a spinner may show while a page's data arrives; none may outlast this (the internet check's
// own timeout is 3 s, the session and open-zone calls answer on loopback), stretched as every
// deadline is on a busy machine: npm test runs the browser tests beside the others
export const SPINNER_TIMEOUT_MS = scaled(8000);

/** What the passenger sees on the page: the bar, the heading, what can be pressed, what is explained. */
export interface PageView {
  path: string;
  bar: string | null;
  heading: string;
  controls: string[];
  explanations: string[];
  activated: number;
}

/** Waits out the page's spinners (failing if one outlasts its timeout), then reads the page. */
export async function observePage(page: Page): Promise<PageView> {
  // the page as the app leaves it: one that went on by itself after its load returned (an automatic
  // reset through the controller) was read before or after its hydration, as the machine's load
  // had it, and a modal the app opens then (the trial's greeting) was in one reading, not the other
  await untilAppReady(page);
  const main = page.locator("main");
  await expect(main.locator("h1, h2").first()).toBeVisible();
  // a spinner, or a control busy with its own loading label
  await expect(page.locator(".gw-spinner, [aria-busy=true]"), "a spinner outlasted its timeout").toHaveCount(
    0,
    {
      timeout: SPINNER_TIMEOUT_MS,
    },
  );
  return page.evaluate(() => {
    const visible = (e: Element) => (e as HTMLElement).offsetParent !== null;
    const text = (e: Element | null) => (e?.textContent ?? "").replace(/\s+/g, " ").trim();
    const main = document.querySelector("main") as HTMLElement;
    const controls = [...main.querySelectorAll("a[href], button, input:not([type=hidden])")]
      // a banner's dismiss button leads nowhere
      .filter((e) => visible(e) && !(e as HTMLButtonElement).disabled && !e.closest(".gw-errors"))
      .map((e) =>
        e instanceof HTMLInputElement ? `[${e.type === "checkbox" ? "checkbox" : "field"}]` : text(e),
      )
      .filter((t) => t !== "");
    const explanations = [...main.querySelectorAll(".gw-offer-state, .gw-status-expired, .gw-terms-required")]
      .filter(visible)
      .map(text);
    const alerts = [...document.querySelectorAll(".gw-error > span")].filter(visible).map(text);
    return {
      path: location.pathname,
      bar: document.querySelector(".gw-status-bar") ? text(document.querySelector(".gw-status-bar")) : null,
      heading: text(main.querySelector("h1")),
      controls: [...new Set(controls)],
      explanations: [...new Set([...explanations, ...alerts])],
      activated: [...main.querySelectorAll(".gw-offer-state")].filter(
        (e) => visible(e) && (e as HTMLElement).dataset.tone === "active",
      ).length,
    };
  });
}

/** An in-app navigation, as a link makes: no second load of the bundle. */
export async function navigateInApp(page: Page, to: string): Promise<void> {
  // only once the app has taken the server's page over: a history entry pushed before that is
  // not seen, and the page read next would still be the one the server drew
  // A page that still leaves on its own (an automatic reset going through the controller) destroys
  // the context this runs in: the push is made again on the page it arrives at.
  for (let attempt = 1; ; attempt++) {
    // a fresh start page's script waits for a tap: untilAppReady gives it one, on no control
    await untilAppReady(page);
    try {
      await page.evaluate((path) => history.pushState(null, "", path), to);
      return;
    } catch (error) {
      if (attempt === 3 || !/context was destroyed|navigat/i.test(String(error))) throw error;
      await page.waitForLoadState();
    }
  }
}
