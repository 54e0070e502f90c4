import { isOpenAvailableFor } from "./openRules.ts";
import type { OpenRecord } from "../domain/types.ts";
import { boundBrowserOf } from "../security/binding.ts";
import type { OpenAsker } from "../domain/OpenAsker.ts";
import { findSession } from "../sessions/sessionRows.ts";
import type { Db, Storage } from "../storage/Storage.ts";
import { findOpen, lastGrant } from "./openRows.ts";

// the rules (opens/openRules.ts) on the device's last grant and its session; the zone's time
// zone (ZoneRecord.timeZone) says where a calendar day begins. In an unverified zone (`asker`),
// the grants to that asker, and another browser's free access is no running session: it holds
// the device for nobody (issue 33, finding 3)
export async function openAvailableFor(
  q: Db,
  open: OpenRecord,
  mac: string,
  now: number,
  timeZone: string,
  asker?: OpenAsker,
): Promise<boolean> {
  const session = await findSession(q, open.zoneId, mac);
  // a free access bound to another browser (one bound to none, seeded, is the device's own)
  const bound =
    asker && session?.openKeyword === "free" ? await boundBrowserOf(q, open.zoneId, mac) : undefined;
  const replaceable = bound !== undefined && bound !== asker?.browser;
  return isOpenAvailableFor(open, await lastGrant(q, open, mac, asker), session, now, timeZone, replaceable);
}

/** Whether the device may activate the open now; undefined: no such open in the zone. */
export async function isOpenAvailable(
  store: Storage,
  zoneId: string,
  openId: number,
  mac: string,
  now: number,
  timeZone: string,
  asker?: OpenAsker,
): Promise<boolean | undefined> {
  const open = await findOpen(store.db, zoneId, openId);
  return open && openAvailableFor(store.db, open, mac, now, timeZone, asker);
}
