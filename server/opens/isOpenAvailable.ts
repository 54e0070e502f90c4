import { isOpenAvailableFor } from "./openPolicy.ts";
import type { OpenRecord } from "../domain/types.ts";
import { findSession } from "../sessions/sessionRows.ts";
import type { Db, Store } from "../storage/Store.ts";
import { findOpen, lastGrant } from "./openRows.ts";

// the rules (opens/openPolicy.ts) on the device's last grant and its session; the zone's time
// zone (ZoneRecord.timeZone) says where a calendar day begins
export async function openAvailableFor(
  q: Db,
  open: OpenRecord,
  mac: string,
  now: number,
  timeZone: string,
): Promise<boolean> {
  const session = await findSession(q, open.zoneId, mac);
  return isOpenAvailableFor(open, await lastGrant(q, open, mac), session, now, timeZone);
}

/** Whether the device may activate the open now; undefined: no such open in the zone. */
export async function isOpenAvailable(
  store: Store,
  zoneId: string,
  openId: number,
  mac: string,
  now: number,
  timeZone: string,
): Promise<boolean | undefined> {
  const open = await findOpen(store.db, zoneId, openId);
  return open && openAvailableFor(store.db, open, mac, now, timeZone);
}
