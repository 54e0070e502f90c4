import { isUsedUp } from "../sessions/sessionState.ts";
import type { SessionRecord } from "../domain/types.ts";
import { selectSessions, toSession } from "../sessions/sessionRows.ts";
import type { Db, Store } from "../storage/Store.ts";

export interface Usage {
  zoneId: string;
  mac: string;
  bytes: number;
}

/** Sessions the access controller has let online and that are not used up. */
export async function onlineSessions(q: Db, now: number): Promise<SessionRecord[]> {
  const rows = await selectSessions(q)
    .where("s.backend_authed", "=", 1)
    .where("s.ac_authed", "=", 1)
    .execute();
  return rows.map(toSession).filter((s) => !isUsedUp(s, now));
}

/** Adds bytes used to each device's session and to its voucher's shared total, in one transaction. */
export function addUsage(store: Store, usage: Usage[]): Promise<void> {
  return store.transaction(async ({ q }) => {
    // vouchers before sessions, as activateVoucher locks them: the two never wait on each other
    for (const u of usage)
      await q
        .updateTable("vouchers")
        .set((eb) => ({ bytes_used: eb("bytes_used", "+", u.bytes) }))
        .where("zone_id", "=", u.zoneId)
        .where("code", "=", (eb) =>
          eb
            .selectFrom("sessions")
            .select("voucher_code")
            .where("zone_id", "=", u.zoneId)
            .where("mac", "=", u.mac),
        )
        .execute();
    for (const u of usage)
      await q
        .updateTable("sessions")
        .set((eb) => ({ bytes_used: eb("bytes_used", "+", u.bytes) }))
        .where("zone_id", "=", u.zoneId)
        .where("mac", "=", u.mac)
        .execute();
  });
}
