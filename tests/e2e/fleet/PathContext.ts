import type { Page } from "@playwright/test";
import type { Actor } from "./Actor.ts";
import type { FleetZone, WidgetNode } from "./fleetZones.ts";
import type { Texts } from "./textsOf.ts";

/** What a path driver works with: the page, how the visitor acts, the zone and its texts. */
export interface PathContext {
  page: Page;
  actor: Actor;
  zone: FleetZone;
  locale: string;
  t: Texts;
  /** names this test's own test data (cruise bookings): the locale, or "keys" for the keyboard run */
  dataKey: string;
  /** 0 on the first run of this test, counting repeats and retries: used-up data is not reused */
  attempt: number;
}

/** What the status page will show besides its heading. */
export interface Landing {
  /** the premium trial's greeting modal opens over the status page */
  greeting?: boolean;
}

/** A main path from the start page's widget `node` up to the moment the device is let online. */
export type PathDriver = (ctx: PathContext, node: WidgetNode) => Promise<Landing>;
