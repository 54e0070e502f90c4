import { expect, type Page } from "@playwright/test";
import type { FleetZone } from "./fleetZones.ts";
import type { Landing, PathContext } from "./PathContext.ts";

/** The operator's site a zone's status page sends a connected device on to, if it does. */
export function siteRedirectOf(zone: FleetZone): string | undefined {
  const redirect = zone.pages.StatusPage?.find((n) => n.type === "SiteRedirect");
  return redirect && ((redirect.href as string | undefined) ?? zone.links.browse);
}

/**
 * Every URL the page's main frame shows, client-side routes included, and every page it asked
 * for on the way: a page the server answers with a redirect (the island status page of a
 * connected device sends it on to the operator's site) is asked for, never shown.
 */
export function watchNavigations(page: Page): string[] {
  const urls: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) urls.push(request.url());
  });
  return urls;
}

/**
 * The end of every main path: the status page, its URL and its 'Connected' heading. A status
 * page that only passes a connected device on to the operator's site (SiteRedirect, Puffin's
 * by design: see flows-trial.spec.ts) is seen on the way, and the site is the landing.
 */
export async function expectLanding(ctx: PathContext, landing: Landing, visited: string[]): Promise<void> {
  const { page, actor, t } = ctx;
  const site = siteRedirectOf(ctx.zone);
  if (site) {
    // the server sends a connected device's island status page on to the operator's site: the
    // browser asks for it (a server redirect's target is asked for, not stubbed, so it may show
    // the browser's error page instead of the stub)
    await expect.poll(() => visited.some((url) => url.startsWith(site))).toBe(true);
    expect(visited.map((url) => new URL(url).pathname)).toContain("/status");
    return;
  }
  await expect(page).toHaveURL(/\/status(\?|$)/);
  if (landing.greeting) {
    const greeting = page.getByRole("dialog", { name: t("trialStarted.title") });
    await actor.press(greeting.getByRole("button", { name: t("gen.ok"), exact: true }));
    await expect(greeting).toBeHidden();
  }
  await expect(page.getByRole("heading", { level: 1, name: t("status.connected") })).toBeVisible();
}
