import type { Page } from "@playwright/test";
import { loadZoneSnapshot } from "../../server/fleet/loadZoneSnapshot.ts";

/** Every served zone with the locales its layout offers: the server draws each of their start pages. */
export function zoneLocales(): { zoneId: string; locale: string }[] {
  const fleet = loadZoneSnapshot("manifests");
  return fleet.zones.flatMap((zone) => {
    const locales = (fleet.layouts.get(zone.zonePrefix)?.manifest.locales as string[] | undefined) ?? ["en"];
    return locales.map((locale) => ({ zoneId: zone.zoneId, locale }));
  });
}

// what React says when the server's page and the browser's first render differ (development and
// production wording: #418 text, #419/#421/#423/#425 recoverable hydration errors)
export const HYDRATION_TROUBLE =
  /hydrat|did not match|Minified React error #(418|419|421|423|425)|server rendered|recoverable/i;

interface Shift {
  value: number;
  // what moved, from where to where: the failure names it
  sources: string[];
}

/**
 * Collects console warnings and errors, page errors and CSP violations, and every layout shift
 * (not caused by input) from the very start of the page, with what moved.
 */
export async function watchPage(
  page: Page,
): Promise<{ messages: string[]; layoutShifts: () => Promise<Shift[]> }> {
  const messages: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") messages.push(`${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => messages.push(`pageerror: ${e.message}`));
  await page.addInitScript(() => {
    const w = window as unknown as { __gwShifts: Shift[] };
    w.__gwShifts = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      console.error(`csp violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
    const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[])
        if (!entry.hadRecentInput)
          w.__gwShifts.push({
            value: entry.value,
            sources: entry.sources.map(
              (s) =>
                `${s.node instanceof Element ? s.node.outerHTML.slice(0, 120) : (s.node?.textContent ?? "?").slice(0, 60)} at ${Math.round(entry.startTime)} ms: ${rect(s.previousRect)} → ${rect(s.currentRect)}`,
            ),
          });
    }).observe({ type: "layout-shift", buffered: true });
  });
  return {
    messages,
    layoutShifts: () => page.evaluate(() => (window as unknown as { __gwShifts: Shift[] }).__gwShifts),
  };
}
