import { isActive } from "../sessions/sessionState.ts";
import { findSessionForUpdate } from "../sessions/sessionRows.ts";
import type { Storage } from "../storage/Storage.ts";

/**
 * Test mode only: a device online at the controller without a gateway (the POST twin of /auth);
 * everywhere else only a gateway's accounting does that (gateway/aaa/recordAccounting.ts). False
 * when the device has no active session.
 */
export function authorizeAccessController(
  store: Storage,
  zoneId: string,
  mac: string,
  now: number,
): Promise<boolean> {
  return store.transaction(async (tx) => {
    const session = await findSessionForUpdate(tx, zoneId, mac);
    if (!session || !isActive(session, now)) return false;
    await tx.q
      .updateTable("sessions")
      .set({ ac_authed: 1 })
      .where("zone_id", "=", zoneId)
      .where("mac", "=", mac)
      .execute();
    return true;
  });
}
