import { canReset, nextPeriod } from "./sessionState.ts";
import type { Storage } from "../storage/Storage.ts";
import { findSessionForUpdate } from "./sessionRows.ts";

export type ResetOutcome = { kind: "no-session" } | { kind: "unavailable" } | { kind: "reset" };

/** A new period for a session whose reset is due: online at the backend again, its data counted from 0. */
export function resetSession(
  store: Storage,
  zoneId: string,
  mac: string,
  now: number,
): Promise<ResetOutcome> {
  return store.transaction(async (tx) => {
    const session = await findSessionForUpdate(tx, zoneId, mac);
    if (!session) return { kind: "no-session" };
    if (!canReset(session, now)) return { kind: "unavailable" };
    await tx.q
      .updateTable("sessions")
      .set({
        backend_authed: 1,
        ac_authed: 0,
        bytes_used: 0,
        started_at: now,
        end_at: nextPeriod(session, now).endAt,
      })
      .where("zone_id", "=", zoneId)
      .where("mac", "=", mac)
      .execute();
    return { kind: "reset" };
  });
}
