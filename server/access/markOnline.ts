import { isActive } from "../sessions/sessionState.ts";
import { findSessionForUpdate, setControllerOnline } from "../sessions/sessionRows.ts";
import type { Storage } from "../storage/Storage.ts";

/**
 * A device online at the controller without a gateway's accounting (test mode's POST twin of /auth,
 * testMode/authorizeAccessController.ts); everywhere else only a gateway's accounting does that
 * (recordAccounting.ts). False when the device has no active session.
 */
export function markOnline(store: Storage, zoneId: string, mac: string, now: number): Promise<boolean> {
  return store.transaction(async (tx) => {
    const session = await findSessionForUpdate(tx, zoneId, mac);
    if (!session || !isActive(session, now)) return false;
    await setControllerOnline(tx.q, zoneId, mac, true);
    return true;
  });
}
