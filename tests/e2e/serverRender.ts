import type { Page } from "@playwright/test";
import { loadZoneSnapshot } from "../../server/zones/loadZoneSnapshot.ts";

/** Every served zone with the locales its layout offers: the server draws each of their start pages. */
export function zoneLocales(): { zoneId: string; locale: string }[] {
  const fleet = loadZoneSnapshot("manifests");
  return fleet.zones.flatMap((zone) => {
    const locales = (fleet.layouts.get(zone.zonePrefix)?.manifest.locales as string[] | undefined) ?? ["en"];
    return locales.map((locale) => ({ zoneId: zone.zoneId, locale }));
  });
}

const PAGE_PATHS: Record<string, (manifest: Record<string, unknown>) => string> = {
  LoginVoucher: () => "/login/voucher",
  LoginTrial: (m) => `/login/trial/${(m.opens as { id: number }[] | undefined)?.[0]?.id ?? 1}`,
  LoginCrew: () => "/login/crew",
  Onboard: () => "/onboard",
  Store: () => "/store",
  PurchaseComplete: () => "/purchase-complete",
};

/**
 * Every served zone with the paths of its pages besides the start page, in its first locale. The
 * status page is not among them: a new device has no session, and its /status is drawn as the start
 * page (server-render.spec.ts tests both that and the status page of a device with a session).
 */
export function zonePages(): { zoneId: string; locale: string; paths: string[] }[] {
  const fleet = loadZoneSnapshot("manifests");
  return fleet.zones.flatMap((zone) => {
    const manifest = fleet.layouts.get(zone.zonePrefix)?.manifest;
    if (!manifest) return [];
    const pages = Object.keys((manifest.pages as Record<string, unknown> | undefined) ?? {});
    const paths = pages.flatMap((name) => PAGE_PATHS[name]?.(manifest) ?? []);
    return [{ zoneId: zone.zoneId, locale: (manifest.locales as string[])[0] ?? "en", paths }];
  });
}

// what React says when the server's page and the browser's first render differ (development and
// production wording: #418 text, #419/#421/#423/#425 recoverable hydration errors)
// (and the page's data refused by the browser's start-up: the page is then drawn afresh, not hydrated)
export const HYDRATION_TROUBLE =
  /hydrat|did not match|Minified React error #(418|419|421|423|425)|server rendered|recoverable|does not match its schema/i;

/**
 * Collects console warnings and errors, page errors and CSP violations, and sums layout shifts
 * (not caused by input) from the very start of the page, with what moved in each.
 */
export async function watchPage(
  page: Page,
): Promise<{ messages: string[]; layoutShift: () => Promise<number>; shifts: () => Promise<string[]> }> {
  const messages: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") messages.push(`${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => messages.push(`pageerror: ${e.message}`));
  await page.addInitScript(() => {
    const w = window as unknown as { __gwShift: number; __gwShifts: string[] };
    w.__gwShift = 0;
    w.__gwShifts = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      console.error(`csp violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
    new PerformanceObserver((list) => {
      type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`;
      const name = (n?: Node | null) =>
        n instanceof Element ? `${n.tagName.toLowerCase()}.${n.className}` : (n?.nodeName ?? "?");
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: Source[];
      })[]) {
        if (entry.hadRecentInput) continue;
        w.__gwShift += entry.value;
        // what moved, so that a failure names it
        const moved = (entry.sources ?? []).map(
          (s) => `${name(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`,
        );
        w.__gwShifts.push(
          `${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${moved.join("; ")}`,
        );
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return {
    messages,
    layoutShift: () => page.evaluate(() => (window as unknown as { __gwShift: number }).__gwShift),
    shifts: () => page.evaluate(() => (window as unknown as { __gwShifts: string[] }).__gwShifts),
  };
}
