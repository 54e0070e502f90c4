import type { TestInfo } from "@playwright/test";
import { scaled } from "../timeoutFactor.ts";
import { expect, openPortal, stubSite, test, uniqueMac } from "./fixtures.ts";
import type { Actor } from "./fleet/Actor.ts";
import { expectLanding, siteRedirectOf, watchNavigations } from "./fleet/expectLanding.ts";
import { expectPagesFit, watchCsp } from "./fleet/expectPagesFit.ts";
import { type FleetZone, fleetZones } from "./fleet/fleetZones.ts";
import { keyboardActor } from "./fleet/keyboardActor.ts";
import { mainPathOf } from "./fleet/mainPathOf.ts";
import { pointerActor } from "./fleet/pointerActor.ts";
import { textsOf } from "./fleet/textsOf.ts";

// Written once, run over the fleet: each zone's main path, chosen from its start page's widgets
// (fleet/mainPathOf.ts), with the pointer in every locale the zone offers, and with the keyboard
// alone in its last locale, so that non-English pages get keyboard coverage too. Before its
// pointer path each locale's test checks every page of the zone for a fresh device (axe, fit at
// 320, 360 and 1280 px, forms, CSP: fleet/expectPagesFit.ts) in the browser it has open anyway: a
// suite of its own for that loaded every zone's start page in every locale a second time. The
// keyboard run keeps the path from the page just drawn by the server, untouched by the walk.

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

/** The title's name of the path; a zone without one still gets its tests, and they fail. */
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

for (const zone of ZONES) {
  for (const locale of zone.locales) {
    test.describe(`${zone.zoneId} [${locale}]`, () => {
      test.use({ locale });
      const modes: Actor["mode"][] = locale === zone.locales.at(-1) ? ["pointer", "keyboard"] : ["pointer"];
      for (const mode of modes) {
        const walk = mode === "pointer";
        const title = `${walk ? "every page accessible and fits 320, 360 and 1280 px, then " : ""}${titleOf(zone)}`;
        test(`${title} to the status page, ${mode}`, async ({ page }, testInfo) => {
          // the walk visits every page of the zone with axe before the path: give it room
          if (walk) testInfo.setTimeout(scaled(120_000));
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
            attempt: attemptOf(testInfo),
          };
          if (walk) await watchCsp(page);
          await openPortal(page, uniqueMac(), zone.zoneId);
          await expect(page.locator("html")).toHaveAttribute("lang", locale);
          if (walk) await expectPagesFit(page, zone, locale, testInfo);
          // watched from here: the walk's own visit to /status is no landing
          const visited = watchNavigations(page);
          await expectLanding(ctx, await path.drive(ctx, path.node), visited);
        });
      }
    });
  }
}
