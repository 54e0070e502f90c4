import { type BrowserContext, test as base, expect, type Page } from "@playwright/test";
import { HYDRATION_TROUBLE } from "./serverRender.ts";

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]", "::1"]);

// origins a test answers itself with a stub (stubSite): a request there never reaches a network
const stubbed = new WeakMap<BrowserContext, Set<string>>();

/**
 * Nothing leaves the machine: the browser's proxy (playwright.config.ts) is a closed loopback port
 * that everything but loopback must go through, so any request to another host fails there. And
 * every context watches its requests, so the test that made one fails, whether a script or an
 * open redirect asked for it. Watching instead of routing every request through the runner keeps
 * the browser's requests off the test runner's busy path.
 */
export const test = base.extend<{ offHost: string[]; hydrationErrorsExpected: boolean }>({
  // a test that changes the server's page on its way to the browser makes the mismatch itself
  hydrationErrorsExpected: [false, { option: true }],
  // A page the server drew shows its buttons before its script has taken them over, and a click
  // there is lost (a passenger taps again; a test would wait out its timeout). Every load a test
  // makes itself therefore returns once the app is ready, or once the browser is on a page that
  // is not the app (an operator's site, the controller's): actions then meet a working page.
  // React's hydration errors (the server's page and the browser's first render disagree) fail the
  // test that met one, whatever it tests: no route in any state may draw differently on either side
  page: async ({ page, javaScriptEnabled, hydrationErrorsExpected }, use) => {
    const hydration: string[] = [];
    page.on("console", (m) => {
      if ((m.type() === "error" || m.type() === "warning") && HYDRATION_TROUBLE.test(m.text()))
        hydration.push(`${page.url()}: ${m.text()}`);
    });
    // React reports a recoverable error through reportError: a page error as well
    page.on("pageerror", (e) => {
      if (HYDRATION_TROUBLE.test(e.message)) hydration.push(`${page.url()}: ${e.message}`);
    });
    if (javaScriptEnabled !== false)
      for (const method of ["goto", "reload", "goBack", "goForward"] as const) {
        const load = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page["goto"]>;
        page[method] = (async (...args: unknown[]) => {
          const response = await load(...args);
          await untilAppReady(page);
          return response;
        }) as never;
      }
    await use(page);
    if (!hydrationErrorsExpected) expect(hydration, "React hydration errors").toEqual([]);
  },
  offHost: [
    async ({ context }, use) => {
      const offHost: string[] = [];
      context.on("request", (request) => {
        const url = new URL(request.url());
        if (LOOPBACK.has(url.hostname) || stubbed.get(context)?.has(url.origin)) return;
        offHost.push(request.url());
      });
      await use(offHost);
      expect(offHost, "requests to hosts other than loopback").toEqual([]);
    },
    { auto: true },
  ],
});

// the app marks <html data-gw-ready> once the page's widgets have hydrated (engine/render/interactive.ts); a
// navigation while this asks (the app leaving for the controller) is asked again on the next page
async function untilAppReady(page: Page): Promise<void> {
  const ready = () =>
    page
      .evaluate(
        () => !document.getElementById("root") || document.documentElement.hasAttribute("data-gw-ready"),
      )
      .catch(() => false);
  await expect.poll(ready, { message: "the app took the page over", intervals: [20, 50, 100] }).toBe(true);
}

/** Answers an operator's site with a stub, so a redirect there is seen without leaving loopback. */
export async function stubSite(page: Page, origin: string): Promise<void> {
  const context = page.context();
  stubbed.set(context, (stubbed.get(context) ?? new Set()).add(origin));
  await page.route(`${origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>operator site</title>" }),
  );
}

export { expect };

let macCounter = 0;
/** A device address unique to this worker and test, so parallel tests never share a session. */
export function uniqueMac(): string {
  const n = (process.pid % 0xffff) * 0x1000 + ++macCounter;
  const hex = n.toString(16).padStart(8, "0");
  return `02:aa:${hex.slice(0, 2)}:${hex.slice(2, 4)}:${hex.slice(4, 6)}:${hex.slice(6, 8)}`;
}

export const DEMO_ZONE = "gn-premium-demo";

export async function openPortal(page: Page, mac: string, zoneId = DEMO_ZONE, extra = ""): Promise<void> {
  await page.goto(`/?mac=${mac}&zoneId=${zoneId}${extra}`);
}

/** Activates a voucher for a device through the API and lets the simulated controller authorise it. */
export async function connectDevice(
  page: Page,
  mac: string,
  voucher: string,
  zoneId = DEMO_ZONE,
): Promise<void> {
  const api = page.request;
  const auth = await api.post("/api/v1/voucher/auth", {
    headers: { "X-Zone-Public-Id": zoneId },
    data: { mac, voucher, logoutOldest: true },
  });
  expect(auth.status(), await auth.text()).toBe(200);
  const controller = await api.get(`/auth?mac=${mac}&zoneId=${zoneId}&captiveStep=3&retryCount=0`, {
    maxRedirects: 0,
  });
  expect(controller.status()).toBe(302);
}

/** A voucher no other test has seen (test mode's POST /api/test/voucher). */
export async function freshVoucher(page: Page, zoneId = DEMO_ZONE, maxDevices = 1): Promise<string> {
  const res = await page.request.post("/api/test/voucher", { data: { zoneId, maxDevices } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).code;
}
