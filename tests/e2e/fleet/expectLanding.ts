import { expect, type Page } from "@playwright/test";
import type { FleetZone } from "./fleetZones.ts";
import type { Landing, PathContext } from "./PathContext.ts";

/** The operator's site a zone's status page sends a connected device on to, if it does. */
export function siteRedirectOf(zone: FleetZone): string | undefined {
  const redirect = zone.pages.StatusPage?.find((n) => n.type === "SiteRedirect");
  return redirect && ((redirect.href as string | undefined) ?? zone.links.browse);
}

/** Every URL the page's main frame shows, client-side routes included. */
export function watchNavigations(page: Page): string[] {
  const urls: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
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
    await expect(page).toHaveURL(site);
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
