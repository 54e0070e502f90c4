import type { Page } from "@playwright/test";
import { expect, uniqueMac } from "./fixtures.ts";
import { type FleetZone, fleetZones } from "./fleet/fleetZones.ts";
import { type Texts, textsOf } from "./fleet/textsOf.ts";
import { type DeviceState, type OpenKeyword, statesFor, truthOf } from "./states/deviceModel.ts";
import { navigateInApp, observePage, type PageView } from "./states/observePage.ts";
import { putDevice } from "./states/putDevice.ts";
import { statesTest as test } from "./states/statesTest.ts";
import { stubWhileLeaving } from "./states/stubWhileLeaving.ts";
import { recordZone, type StateRow } from "./states/stateTable.ts";
import { scaled } from "../timeoutFactor.ts";

// Every zone of manifests/ × every state a device can be in there (tests/e2e/states/deviceModel.ts),
// produced through the reference server, rendered in Chromium and held to the spec's rules:
// the title and the status bar tell the truth, something leads forward or the spec's explanation
// shows, no spinner outlasts its timeout, no two cards claim the same activation. Written once:
// a new manifest is covered without new test code. What it saw is held to docs/device-states.md
// (UPDATE_DEVICE_STATES=1 writes that table instead: tests/e2e/states/stateTable.ts).
test.describe.configure({ timeout: scaled(300_000) });

const zones = fleetZones();

async function opensOf(page: Page, zoneId: string): Promise<OpenKeyword[]> {
  const res = await page.request.get("/api/v1/opens/zone", { headers: { "X-Zone-Public-Id": zoneId } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { keyword: OpenKeyword }[]).map((o) => o.keyword);
}

const summary = (v: PageView) =>
  [
    v.bar ? `‹${v.bar}›` : "",
    v.heading,
    v.controls.length ? `▸ ${v.controls.join(", ")}` : "",
    v.explanations.length ? `“${v.explanations.join("”, “")}”` : "",
  ]
    .filter(Boolean)
    .join(" · ");

function checkTruth(view: PageView, state: DeviceState, t: Texts, page: string): void {
  const truth = truthOf(state);
  const where = `${state.id} on the ${page} page`;
  const bar = {
    connected: t("statusbar.connected"),
    expired: t("statusbar.expired"),
  };
  expect.soft(view.bar, `${where}: the status bar`).toBe(truth.statusBar ? bar[truth.statusBar] : null);
  expect
    .soft(view.activated, `${where}: cards claiming 'Activated'`)
    .toBeLessThanOrEqual(truth.connected ? 1 : 0);
  if (truth.failedReturn)
    expect.soft(view.explanations, `${where}: the failed return`).toContain(t("gen.timeout"));
  // the catalogue's 'service unavailable' is for a device that is not connected and has nothing
  // to reset: never for one that is online, on its way to the controller, or can reset
  if (truth.connected || truth.pending || truth.resetOffered)
    expect
      .soft(view.explanations, `${where}: 'service unavailable' while a way on exists`)
      .not.toContain(t("gen.service-unavailable"));
}

/** Whether the connected device's status page is only a way on to the operator's site. */
const leavesFor = (zone: FleetZone, state: DeviceState) =>
  truthOf(state).connected && zone.pages.StatusPage?.some((n) => n.type === "SiteRedirect") === true;

async function visitState(page: Page, zone: FleetZone, state: DeviceState, t: Texts): Promise<StateRow> {
  const mac = uniqueMac();
  const truth = truthOf(state);
  if (state.setup) await putDevice(page, zone.zoneId, mac, state.setup);
  const leaves = leavesFor(zone, state);
  // earlier purchases this browser kept: in its storage before the passenger arrives (set on the
  // portal's origin, where the previous state's visit ended), not by a second load after it
  if (state.purchasesKept) {
    expect(page.url(), "the portal's page, whose storage the purchases go to").toMatch(
      /^http:\/\/127\.0\.0\.1:/,
    );
    await page.evaluate((prefix) => {
      const pkg = { id: "kept", title: "Wi-Fi 1 hour", duration: 1, durationUnit: "hours", listItems: [] };
      localStorage.setItem(
        `${prefix}/purchasedPackages`,
        JSON.stringify([{ ...pkg, voucherCode: "KEPT1234" }]),
      );
      localStorage.setItem(`${prefix}/publicIds`, JSON.stringify(["kept-order"]));
    }, zone.zonePrefix);
  }
  if (leaves) {
    // a status page that is only a way on: the server sends the connected device to the
    // operator's site (a redirect, which the site's stub cannot answer: the request is the proof)
    const site = page.waitForRequest(`${new URL(zone.links.browse ?? "https://none.invalid").origin}/`);
    await page.goto(`/?mac=${mac}&zoneId=${zone.zoneId}${state.entry}`).catch(() => undefined);
    expect((await site).isNavigationRequest()).toBe(true);
    // the browser's error page for the site it could not reach, drawn before the next page is asked
    // (polled: waitForURL would throw on the failed navigation that draws it)
    await expect.poll(() => page.url()).toMatch(/^chrome-error:/);
    await page.goto(`/start?mac=${mac}&zoneId=${zone.zoneId}&ignoreSessionRedirect=true`);
  } else {
    await page.goto(`/?mac=${mac}&zoneId=${zone.zoneId}${state.entry}`);
    await expect(page).toHaveURL(new RegExp(`/${truth.lands}(\\?|$)`));
  }
  // the failed return's banner comes with the app's first render and lives 10 s (useErrors): it is
  // awaited (the check that it shows) and kept for the read, which a loaded machine may make later
  const banner = truth.failedReturn ? t("gen.timeout") : null;
  if (banner)
    await expect(
      page.locator(".gw-error > span", { hasText: banner }),
      `${state.id}: the failed return`,
    ).toBeVisible();
  // the page the entry lands on is one of the two a row records: read there, once. The other is
  // reached in-app, as a link takes the passenger; going back to the first would read it again
  const landed = leaves ? null : await observePage(page);
  if (landed && banner && !landed.explanations.includes(banner)) landed.explanations.push(banner);
  if (landed) checkTruth(landed, state, t, truth.lands);

  // after the operator's site the test has loaded the start page itself
  if (truth.lands !== "start" && !leaves) await navigateInApp(page, "/start?ignoreSessionRedirect=true");
  const start = landed?.path === "/start" ? landed : await observePage(page);
  expect.soft(start.path, `${state.id}: the start page read`).toBe("/start");
  if (start !== landed) checkTruth(start, state, t, "start");
  // the status bar is a link to the status page: for a connected device that is the way on
  const ways = start.controls.length + start.explanations.length + (start.bar ? 1 : 0);
  expect.soft(ways, `${state.id}: the start page leads nowhere`).toBeGreaterThan(0);

  let status = "→ start page (no session)";
  if (landed?.path !== "/status") await navigateInApp(page, "/status");
  if (!state.session) await expect(page, `${state.id}: /status without a session`).toHaveURL(/\/start/);
  else if (leaves) {
    // the spec's way on: the page leaves for the operator's site. Awaited there, then back to the
    // portal for the internet check (the app's next in-app step would otherwise race the departure)
    await expect(page).toHaveURL(`${new URL(zone.links.browse as string).origin}/`);
    await page.goto(`/start?mac=${mac}&zoneId=${zone.zoneId}&ignoreSessionRedirect=true`);
    status = `→ ${zone.links.browse}`;
  } else {
    const view = landed?.path === "/status" ? landed : await observePage(page);
    expect.soft(view.path, `${state.id}: the status page read`).toBe("/status");
    if (view !== landed) checkTruth(view, state, t, "status");
    status = summary(view);
    const title = truth.connected ? t("status.connected") : t("status.notConnected");
    expect.soft(view.heading, `${state.id}: the status title`).toBe(title);
    if (truth.resetOffered)
      expect.soft(view.controls, `${state.id}: reset offered`).toContain(t("status.reset"));
    if (!truth.connected) {
      expect.soft(view.controls, `${state.id}: browsing while offline`).not.toContain(t("status.browse"));
      expect.soft(view.controls.length, `${state.id}: the status page leads nowhere`).toBeGreaterThan(0);
    }
  }

  // the internet check: the walled garden lets only an online device through
  await navigateInApp(page, "/internetcheck-redirect");
  if (truth.online && leaves) await expect(page).toHaveURL(`${new URL(zone.links.browse as string).origin}/`);
  // offline: the start page, and from there its own session redirect
  else
    await expect(page, `${state.id}: internet check`).toHaveURL(
      new RegExp(`/${truth.online ? "status" : truth.lands}(\\?|$)`),
    );
  // this browser's purchases belong to this state only
  if (state.purchasesKept) await page.evaluate(() => localStorage.clear());
  return {
    state: state.id,
    label: state.label,
    lands: leaves ? "operator's site" : truth.lands,
    start: summary(start),
    status,
  };
}

for (const zone of zones) {
  test(`${zone.zonePrefix}: every device state tells the truth and leads forward`, async ({
    statesPage: page,
  }) => {
    const t = textsOf(zone, "en");
    const origins = Object.values(zone.links).filter((l) => l.startsWith("https://"));
    const stubbed = await stubWhileLeaving(page, [...new Set(origins.map((l) => new URL(l).origin))]);
    const rows: StateRow[] = [];
    for (const state of statesFor(await opensOf(page, zone.zoneId)))
      rows.push(
        await test.step(state.id, () =>
          stubbed(leavesFor(zone, state), () => visitState(page, zone, state, t)),
        ),
      );
    recordZone(
      zone.zonePrefix,
      rows,
      zones.map((z) => z.zonePrefix),
    );
  });
}
