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
// what the pages of a test met that fails it: requests to other hosts, React hydration errors.
// Module state, one test at a time per worker: the `watch` fixture empties it and checks it
const met = { offHost: [] as string[], hydration: [] as string[] };
// the test's javaScriptEnabled option: the contexts Playwright makes for it get it apart from
// newContext's options, so a context made without the option has the test's
let testJavaScript = true;
const instrumented = new WeakSet<object>();

// A page the server drew shows its buttons before its script has taken them over, and a click
// there is lost (a passenger taps again; a test would wait out its timeout). Every load a test
// makes itself therefore returns once the app is ready, or once the browser is on a page that is
// not the app (an operator's site, the controller's): actions then meet a working page. React's
// hydration errors (the server's page and the browser's first render disagree) are kept for the
// test that met one, whatever it tests: no route in any state may draw differently on either side
function instrumentPage(page: Page, javaScriptEnabled: boolean | undefined): void {
  if (instrumented.has(page)) return;
  instrumented.add(page);
  page.on("console", (m) => {
    if ((m.type() === "error" || m.type() === "warning") && HYDRATION_TROUBLE.test(m.text()))
      met.hydration.push(`${page.url()}: ${m.text()}`);
  });
  // React reports a recoverable error through reportError: a page error as well
  page.on("pageerror", (e) => {
    if (HYDRATION_TROUBLE.test(e.message)) met.hydration.push(`${page.url()}: ${e.message}`);
  });
  for (const method of ["goto", "reload", "goBack", "goForward"] as const) {
    const load = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page["goto"]>;
    page[method] = (async (...args: unknown[]) => {
      const response = await load(...args);
      // a test that names what to wait for (waitUntil "commit": a tap at first paint; "load": a
      // page kept from its script) acts on the page as that leaves it
      const waitsItself = args.some(
        (a) => (a as { waitUntil?: string } | undefined)?.waitUntil !== undefined,
      );
      if (!waitsItself && (javaScriptEnabled ?? testJavaScript)) await untilAppReady(page);
      return response;
    }) as never;
  }
}

/**
 * Nothing leaves the machine: the browser's proxy (playwright.config.ts) is a closed loopback port
 * that everything but loopback must go through, so any request to another host fails there. And
 * every context watches its requests, so the test that made one fails, whether a script or an
 * open redirect asked for it. Watching instead of routing every request through the runner keeps
 * the browser's requests off the test runner's busy path.
 */
function instrumentContext(context: BrowserContext, javaScriptEnabled: boolean | undefined): void {
  if (instrumented.has(context)) return;
  instrumented.add(context);
  context.on("request", (request) => {
    const url = new URL(request.url());
    if (LOOPBACK.has(url.hostname) || stubbed.get(context)?.has(url.origin)) return;
    met.offHost.push(request.url());
  });
  context.on("page", (page) => instrumentPage(page, javaScriptEnabled));
  for (const page of context.pages()) instrumentPage(page, javaScriptEnabled);
}

export const test = base.extend<
  { watch: undefined; offHost: string[]; hydrationErrorsExpected: boolean },
  { browserOfTests: undefined }
>({
  // a test that changes the server's page on its way to the browser makes the mismatch itself
  hydrationErrorsExpected: [false, { option: true }],
  // the contexts a test makes itself (browser.newContext: another locale, JavaScript off, a second
  // passenger) are watched and wait for the app as the test's own page does
  browserOfTests: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        instrumentContext(context, options?.javaScriptEnabled);
        return context;
      };
      await use(undefined);
    },
    { scope: "worker", auto: true },
  ],
  page: async ({ page, context }, use) => {
    instrumentContext(context, undefined);
    instrumentPage(page, undefined);
    await use(page);
  },
  watch: [
    async ({ hydrationErrorsExpected, javaScriptEnabled }, use) => {
      testJavaScript = javaScriptEnabled !== false;
      met.offHost = [];
      met.hydration = [];
      await use(undefined);
      expect(met.offHost, "requests to hosts other than loopback").toEqual([]);
      if (!hydrationErrorsExpected) expect(met.hydration, "React hydration errors").toEqual([]);
    },
    { auto: true },
  ],
  // what went to other hosts so far in this test (a test that provokes it reads and empties it)
  offHost: async ({ watch }, use) => {
    void watch;
    await use(met.offHost);
  },
});

// the app marks <html data-gw-ready> once the page's widgets have hydrated (engine/render/interactive.ts); a
// navigation while this waits (the app leaving for the controller) ends the wait, which begins
// again on the next page. A fresh start page starts its script at the passenger's first touch
// (engine/boot/afterPaint.ts): the test taps it as a passenger would, on no control (a tap that
// stays on the page), again until it starts. The page itself reports the mark: asking for it
// every 100 ms cost a round trip through the runner, the browser and the page each (~2.6 ms of
// CPU); flows-voucher asked 90–106 times at load 30, and waits 31–52 times now (issue 45; the
// run's CPU did not change beyond its spread)
export async function untilAppReady(page: Page): Promise<void> {
  const ready = () =>
    page
      .evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const html = document.documentElement;
            const tap = () => {
              if (document.querySelector('meta[name="gw-after-paint"][data-until="tap"]'))
                document.dispatchEvent(new Event("click"));
            };
            const taps = setInterval(tap, 100);
            const done = () => {
              if (document.getElementById("root") && !html.hasAttribute("data-gw-ready")) return false;
              observer.disconnect();
              clearInterval(taps);
              resolve(true);
              return true;
            };
            const observer = new MutationObserver(done);
            observer.observe(html, { attributes: true, attributeFilter: ["data-gw-ready"] });
            if (!done()) tap();
          }),
      )
      .catch(() => false);
  // the wait is in the page; the poll asks again only after a navigation ended it, and bounds it
  await expect.poll(ready, { message: "the app took the page over", intervals: [20, 50, 100] }).toBe(true);
}

/** Answers an operator's site with a stub, so a redirect there is seen without leaving loopback. */
// the stubbed sites a page's main frame was sent to (siteVisited)
const sentTo = new WeakMap<Page, Set<string>>();

export async function stubSite(page: Page, origin: string): Promise<void> {
  const context = page.context();
  stubbed.set(context, (stubbed.get(context) ?? new Set()).add(origin));
  page.on("request", (request) => {
    if (
      request.isNavigationRequest() &&
      request.frame() === page.mainFrame() &&
      request.url().startsWith(origin)
    )
      sentTo.set(page, (sentTo.get(page) ?? new Set()).add(origin));
  });
  await page.route(`${origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>operator site</title>" }),
  );
}

/**
 * Whether the page was sent to a stubbed site: a server redirect's target is asked for but not
 * always stubbed (the browser may draw its error page), so the request is the proof of leaving.
 */
export const siteVisited = (page: Page, origin: string): boolean => sentTo.get(page)?.has(origin) ?? false;

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
    data: { mac, voucher, logoutOldest: true, termsAccepted: true },
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
