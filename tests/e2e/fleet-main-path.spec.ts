import type { Page, TestInfo } from "@playwright/test";
import { scaled } from "../timeoutFactor.ts";
import { expect, openPortal, stubSite, test, uniqueMac } from "./fixtures.ts";
import type { Actor } from "./fleet/Actor.ts";
import { eachDeviceInOneTab } from "./eachDeviceInOneTab.ts";
import { expectLanding, siteRedirectOf, watchNavigations } from "./fleet/expectLanding.ts";
import { expectPagesFit, watchCsp } from "./fleet/expectPagesFit.ts";
import { type FleetZone, fleetZones } from "./fleet/fleetZones.ts";
import { keyboardActor } from "./fleet/keyboardActor.ts";
import { mainPathOf } from "./fleet/mainPathOf.ts";
import { pointerActor } from "./fleet/pointerActor.ts";
import { textsOf } from "./fleet/textsOf.ts";
import { groupsOf } from "./groupsOf.ts";

// Written once, run over the fleet: each zone's main path, chosen from its start page's widgets
// (fleet/mainPathOf.ts), with the pointer in every locale the zone offers, and with the keyboard
// alone in its last locale, so that non-English pages get keyboard coverage too. Before its
// pointer path each locale's run checks every page of the zone for a fresh device (axe, fit at
// 320, 360 and 1280 px, forms, CSP: fleet/expectPagesFit.ts) in the browser it has open anyway: a
// suite of its own for that loaded every zone's start page in every locale a second time. The
// keyboard run keeps the path from the page just drawn by the server, untouched by the walk.
// The runs of one locale share a browser and a tab, each a new device (eachDeviceInOneTab.ts):
// a browser per run started a renderer and compiled the same bundle and axe 55 times.

const ZONES = fleetZones();

test("the fleet's main paths cover every kind of path", () => {
  const kinds = new Set(ZONES.map((zone) => mainPathOf(zone).kind));
  expect([...kinds].sort()).toEqual([
    "card store",
    "crew",
    "cruise login",
    "free access",
    "trial",
    "voucher",
  ]);
});

/** The title's name of the path; a zone without one still gets its run, and it fails. */
function titleOf(zone: FleetZone): string {
  try {
    const { kind, node } = mainPathOf(zone);
    return `${kind} (${node.type})`;
  } catch {
    return "no known path";
  }
}

// a repeat or a retry of a test must not reuse what its earlier run used up (cruise packages)
const attemptOf = (info: TestInfo) => info.repeatEachIndex * (info.project.retries + 1) + info.retry;

interface Run {
  zone: FleetZone;
  locale: string;
  mode: Actor["mode"];
}

const RUNS: Run[] = ZONES.flatMap((zone) =>
  zone.locales.flatMap((locale) =>
    (locale === zone.locales.at(-1) ? (["pointer", "keyboard"] as const) : (["pointer"] as const)).map(
      (mode) => ({ zone, locale, mode }),
    ),
  ),
);

const nameOf = ({ zone, locale, mode }: Run) =>
  `${zone.zoneId} [${locale}] › ${mode === "pointer" ? "every page accessible and fits 320, 360 and 1280 px, then " : ""}${titleOf(zone)} to the status page, ${mode}`;

async function drive(page: Page, { zone, locale, mode }: Run, info: TestInfo): Promise<void> {
  const walk = mode === "pointer";
  const path = mainPathOf(zone);
  const site = siteRedirectOf(zone);
  if (site) await stubSite(page, new URL(site).origin);
  const ctx = {
    page,
    actor: mode === "keyboard" ? keyboardActor(page) : pointerActor,
    zone,
    locale,
    t: textsOf(zone, locale),
    dataKey: mode === "keyboard" ? "keys" : locale,
    attempt: attemptOf(info),
  };
  if (walk) await watchCsp(page);
  await openPortal(page, uniqueMac(), zone.zoneId);
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  if (walk) await expectPagesFit(page, zone, locale, info);
  // watched from here: the walk's own visit to /status is no landing
  const visited = watchNavigations(page);
  await expectLanding(ctx, await path.drive(ctx, path.node), visited);
}

// about six runs a browser: few enough per test for the workers to share them out
for (const runs of groupsOf(RUNS, 6, (run) => run.locale)) {
  const locale = runs[0]?.locale;
  test(`[${locale}] ${runs.map((run) => `${run.zone.zoneId} ${run.mode}`).join(", ")}: every page, then the main path to the status page`, async ({
    browser,
  }, info) => {
    // each pointer run walks every page of its zone with axe before its path: room for that
    test.setTimeout(scaled(120_000));
    const drives = (page: Page, run: Run) => drive(page, run, info);
    // a run whose status page sends the device on to the operator's site leaves the portal's tab
    const leaves = (run: Run) => siteRedirectOf(run.zone) !== undefined;
    await eachDeviceInOneTab(browser, runs, nameOf, drives, leaves, { locale });
  });
}
