import { gzipSync } from "node:zlib";
import type { Browser } from "@playwright/test";
import { type Kind, type KnownChunks, kindOf } from "./classify.ts";
import type { LinkProfile } from "./linkProfiles.ts";
import { depths, recordRequests } from "./recordRequests.ts";

export interface Weight {
  raw: number;
  gzip: number;
  wire: number;
}

export interface StartPageFigures {
  zoneId: string;
  byKind: Partial<Record<Kind, Weight>>;
  /** what the start page needs: every kind but "later" */
  total: Weight;
  /** everything it fetched until the network was idle, the later chunk prefetched at idle included */
  untilIdle: Weight;
  requests: number;
  requestsBeforePaint: number;
  roundTripsBeforePaint: number;
  roundTripsToUsable: number;
  firstPaintMs: number;
  usableMs: number;
  /** wire bytes of what had arrived when the page first painted */
  bytesBeforePaint: number;
  /** when the page answered input: the server's page hydrated (performance mark gw-interactive); a
   * page whose script waits for a tap answers it as drawn, from its first paint */
  interactiveMs: number;
  /** the page's script waits for the passenger's first touch (server/pages/waitsForTap.ts) */
  untilTap: boolean;
  /** the bench's touch to the app's hydration, on such a page (null: it started after its paint) */
  hydratedAfterTapMs: number | null;
  /** the longest main-thread task until the app hydrated, after the bench's touch on a page that
   * waits for one (PerformanceObserver longtask; 0: none over 50 ms) */
  longestTaskMs: number;
  /** cumulative layout shift until the page and its images were there */
  layoutShift: number;
  thirdParty: string[];
}

// fetched after what a start page needs: the later chunk at a touch, the app after the bench's touch
const AFTER: ReadonlySet<Kind> = new Set(["later", "tap"]);

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

// marks the moment the start page's heading is on screen: the page is there to be used
// long tasks and layout shifts from the very start of the page, into window globals
const OBSERVE = `window.__gwLong = []; window.__gwShift = 0;
new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__gwLong.push([e.startTime, e.duration]); }).observe({ type: "longtask", buffered: true });
new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__gwShift += e.value; }).observe({ type: "layout-shift", buffered: true });`;

const MARK_HEADING = `new MutationObserver((_, o) => { if (document.querySelector("main h1")) { window.__gwHeading = performance.now(); o.disconnect(); } }).observe(document, { childList: true, subtree: true });`;

/** Loads a zone's start page (or the page at `path`) as a new phone would (360 px, empty cache) and weighs what it needed. */
export async function measureStartPage(
  browser: Browser,
  baseUrl: string,
  zoneId: string,
  chunks: KnownChunks,
  mac: string,
  profile?: LinkProfile,
  cpuSlowdown = 1,
  // another page of the zone, as a deep link opens it (tools/bench/pageKinds.ts)
  path = "/",
): Promise<StartPageFigures> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: "en-GB" });
  const thirdParty: string[] = [];
  await context.route(
    (url) => !LOOPBACK.has(url.hostname),
    (route) => {
      thirdParty.push(new URL(route.request().url()).origin);
      return route.abort();
    },
  );
  await context.addInitScript(MARK_HEADING);
  await context.addInitScript(OBSERVE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  if (profile)
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: profile.latencyMs,
      downloadThroughput: profile.bytesPerSecond,
      uploadThroughput: profile.bytesPerSecond,
    });
  if (cpuSlowdown > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  const recorder = recordRequests(cdp);
  await page.goto(`${baseUrl}${path}?mac=${mac}&zoneId=${zoneId}`, {
    waitUntil: "networkidle",
    timeout: 120_000,
  });
  await page.locator("main h1").first().waitFor({ timeout: 60_000 });
  // what came before a touch; a start page that waits for one gets it now, on no control (what the
  // app fetches then is weighed apart: "tap"), and the bench waits for the app to take over
  const beforeTap = new Set(recorder.requests.values());
  const untilTap = (await page.locator('meta[name="gw-after-paint"][data-until="tap"]').count()) > 0;
  const tappedAt = untilTap
    ? await page.evaluate(() => {
        document.dispatchEvent(new Event("click"));
        return performance.now();
      })
    : null;
  await page.locator("html[data-gw-ready]").waitFor({ state: "attached", timeout: 120_000 });
  const timing = await page.evaluate((tapped) => {
    const paint =
      performance.getEntriesByName("first-contentful-paint")[0] ??
      performance.getEntriesByName("first-paint")[0];
    const fetches = performance
      .getEntriesByType("resource")
      // the page's own, not the app's after the bench's touch
      .filter((e) => (e as PerformanceResourceTiming).initiatorType === "fetch" && e.startTime < tapped);
    const lastFetch = Math.max(0, ...fetches.map((e) => (e as PerformanceResourceTiming).responseEnd));
    const heading = (window as unknown as { __gwHeading?: number }).__gwHeading ?? 0;
    const interactive = performance.getEntriesByName("gw-interactive")[0]?.startTime ?? 0;
    // what the browser held the first paint for (Chromium's renderBlockingStatus): a script that
    // merely arrived before the paint over a fast link was not waited for
    const blocking = performance
      .getEntriesByType("resource")
      .filter(
        (e) =>
          (e as PerformanceResourceTiming & { renderBlockingStatus?: string }).renderBlockingStatus ===
          "blocking",
      )
      .map((e) => e.name);
    const w = window as unknown as { __gwLong: [number, number][]; __gwShift: number };
    const longest = Math.max(0, ...w.__gwLong.filter(([start]) => start <= interactive).map(([, d]) => d));
    return {
      origin: performance.timeOrigin,
      firstPaint: paint?.startTime ?? 0,
      usable: Math.max(heading, lastFetch),
      interactive,
      longest,
      shift: w.__gwShift,
      blocking,
    };
  }, tappedAt ?? Number.POSITIVE_INFINITY);
  await recorder.bodies();
  await context.close();

  const seen = [...recorder.requests.values()].filter((r) => !thirdParty.includes(new URL(r.url).origin));
  const kindOfRequest = (r: (typeof seen)[number]): Kind =>
    beforeTap.has(r) ? kindOf(r.url, r.type, chunks) : "tap";
  const requests = seen.filter((r) => !AFTER.has(kindOfRequest(r)));
  const depth = depths(requests);
  const byKind: Partial<Record<Kind, Weight>> = {};
  const total: Weight = { raw: 0, gzip: 0, wire: 0 };
  const untilIdle: Weight = { raw: 0, gzip: 0, wire: 0 };
  for (const r of seen) {
    const kind = kindOfRequest(r);
    const w = byKind[kind] ?? { raw: 0, gzip: 0, wire: 0 };
    byKind[kind] = w;
    const gzip = r.body && r.body.length > 0 ? gzipSync(r.body, { level: 9 }).length : 0;
    const targets = kind === "tap" ? [w] : kind === "later" ? [w, untilIdle] : [w, total, untilIdle];
    for (const target of targets) {
      target.raw += r.body?.length ?? r.rawBytes;
      target.gzip += gzip;
      target.wire += r.wireBytes;
    }
  }
  const paintAt = timing.origin + timing.firstPaint;
  const usableAt = timing.origin + timing.usable;
  const before = (at: number) => requests.filter((r) => r.sentAt <= at);
  // what the first paint waited for: the page itself (painted as it streams in, so perhaps before
  // its last byte; its bytes are counted whole) and whatever held the paint back
  const arrived = requests.filter((r) => r.type === "Document" || timing.blocking.includes(r.url));
  const maxDepth = (list: typeof requests) => Math.max(0, ...list.map((r) => depth.get(r) ?? 1));
  return {
    zoneId,
    byKind,
    total,
    untilIdle,
    requests: requests.length,
    requestsBeforePaint: before(paintAt).length,
    roundTripsBeforePaint: maxDepth(arrived),
    bytesBeforePaint: arrived.reduce((sum, r) => sum + r.wireBytes, 0),
    interactiveMs: Math.round(untilTap ? timing.firstPaint : timing.interactive),
    untilTap,
    hydratedAfterTapMs: tappedAt === null ? null : Math.round(timing.interactive - tappedAt),
    longestTaskMs: Math.round(timing.longest),
    layoutShift: Number(timing.shift.toFixed(4)),
    roundTripsToUsable: maxDepth(before(usableAt)),
    firstPaintMs: Math.round(timing.firstPaint),
    usableMs: Math.round(timing.usable),
    thirdParty: [...new Set(thirdParty)],
  };
}
