import type { Browser } from "@playwright/test";
import type { LinkProfile } from "./linkProfiles.ts";

export interface TapFigures {
  zoneId: string;
  profile: string;
  /** the start page's first paint (first-contentful-paint), ms after navigation start */
  firstPaintMs: number;
  /** when the first tap landed: the control was on screen */
  firstTapMs: number;
  /** when the first tap had an effect: its request left, its dialog opened or its route changed; null: none within the bench's patience */
  usableTapMs: number | null;
  /** taps that had no effect before that one (a passenger tapping again and again) */
  lostTaps: number;
  /** what the tapped control was, as the passenger reads it */
  control: string;
  /** what the effect was: "document" (a link or form's request), "fetch" (the app's API call), "dialog", "route" */
  effect: string | null;
}

// a passenger taps again after a short wait; the bench gives up after this many taps
const TAP_EVERY_MS = 100;
const MAX_TAPS = 150;

// in the page from its first byte: when a dialog opened, when a link's route was pushed after a tap
// (the start-up's own replaceState, from / to the page drawn, is no tap's)
const OBSERVE = `window.__gwEffects = [];
new MutationObserver((records) => { for (const r of records) if (r.target.nodeName === "DIALOG" && r.target.open) window.__gwEffects.push(["dialog", performance.now()]); })
  .observe(document, { attributes: true, attributeFilter: ["open"], subtree: true });
const push = history.pushState.bind(history);
history.pushState = (s, t, url) => { const before = location.pathname; push(s, t, url); if (window.__gwTapped && location.pathname !== before) window.__gwEffects.push(["route", performance.now()]); };`;

// the first control of the page's main region a passenger would tap, made ready as a passenger
// would (a code typed into its form, its terms box ticked); its centre, or null while not painted
const TARGET = `(() => {
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  if (!paint) return null;
  const main = document.querySelector("main");
  const visible = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== "hidden";
  const control = main && [...main.querySelectorAll("a[href], button, input[type=submit]")].find(
    (e) => visible(e) && !e.disabled && !e.closest(".gw-errors, dialog, label") && e.target !== "_blank" && !e.hasAttribute("aria-expanded"));
  if (!control) return null;
  const form = control.closest("form") ?? control.closest("section");
  if (form && !form.dataset.gwBench) {
    form.dataset.gwBench = "1";
    for (const input of form.querySelectorAll("input[type=text], input:not([type])")) {
      const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set;
      set.call(input, "BENCH123");
      input.dispatchEvent(new Event("input", { bubbles: true }));
    }
    for (const box of form.querySelectorAll("input[type=checkbox]")) if (!box.checked) box.click();
  }
  const r = control.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2, paint: paint.startTime, text: control.textContent.trim() || control.getAttribute("aria-label") || "" };
})()`;

/**
 * A passenger on a slow link taps the start page's first control as soon as it is on screen, and
 * again every 100 ms until the tap does something: the time of that effect is the first usable tap.
 * A tap on a control the script has not taken over yet does nothing unless the page works without
 * it (a real link, a real form); the goal is the first paint.
 */
export async function measureFirstTap(
  browser: Browser,
  baseUrl: string,
  zoneId: string,
  mac: string,
  profile: LinkProfile,
): Promise<TapFigures> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: "en-GB" });
  await context.route(
    (url) => !["127.0.0.1", "localhost"].includes(url.hostname),
    (route) => route.abort(),
  );
  await context.addInitScript(OBSERVE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: profile.bytesPerSecond,
    uploadThroughput: profile.bytesPerSecond,
  });
  // requests a tap causes: a navigation (a link, a form) or the app's POST to the API. A form
  // without a method sends a GET of the page itself, without the code typed: a reload, not a tap's
  const sent: { kind: string; at: number }[] = [];
  let pagePath = "";
  cdp.on("Network.requestWillBeSent", (e) => {
    const reload =
      e.type === "Document" && e.request.method === "GET" && new URL(e.request.url).pathname === pagePath;
    const kind = reload
      ? null
      : e.type === "Document"
        ? "document"
        : e.request.method === "POST"
          ? "fetch"
          : null;
    if (kind) sent.push({ kind, at: e.wallTime * 1000 });
  });
  await page.goto(`${baseUrl}/?mac=${mac}&zoneId=${zoneId}`, { waitUntil: "commit", timeout: 60_000 });
  const origin = await page.evaluate(() => performance.timeOrigin);
  const entry = sent.length;
  type Target = { x: number; y: number; paint: number; text: string };
  const find = async () => (await page.evaluate(TARGET).catch(() => null)) as Target | null;
  let found: Target | null = null;
  for (let i = 0; i < 6000 && !found; i++) {
    found = await find();
    if (!found) await page.waitForTimeout(10);
  }
  if (!found) throw new Error(`${zoneId}: no control to tap on the start page`);
  const target: Target = found;
  const effects = async (): Promise<[string, number][]> => {
    const inPage = (await page
      .evaluate(() => (window as unknown as { __gwEffects: [string, number][] }).__gwEffects)
      .catch(() => [])) as [string, number][];
    const requests = sent.slice(entry).map((r): [string, number] => [r.kind, r.at - origin]);
    return [...inPage, ...requests].sort((a, b) => a[1] - b[1]);
  };
  // tap times on the page's clock (its timeOrigin is the same machine's epoch time)
  const tapTimes: number[] = [];
  let seen: [string, number][] = [];
  while (tapTimes.length < MAX_TAPS) {
    await page.evaluate("window.__gwTapped = true").catch(() => undefined);
    pagePath = new URL(page.url()).pathname;
    const at = await find();
    tapTimes.push(Date.now() - origin);
    if (at) await page.mouse.click(at.x, at.y).catch(() => undefined);
    await page.waitForTimeout(TAP_EVERY_MS);
    seen = await effects();
    if (seen.length > 0) break;
  }
  await context.close();
  const first = seen[0];
  const firstTap = tapTimes[0] ?? target.paint;
  return {
    zoneId,
    profile: profile.name,
    firstPaintMs: Math.round(target.paint),
    firstTapMs: Math.round(firstTap),
    usableTapMs: first ? Math.round(first[1]) : null,
    lostTaps: first ? Math.max(0, tapTimes.filter((t) => t < first[1]).length - 1) : tapTimes.length,
    control: target.text,
    effect: first?.[0] ?? null,
  };
}
