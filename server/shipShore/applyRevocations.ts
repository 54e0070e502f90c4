import { deauthorize } from "../sessions/sessionRows.ts";
import type { Storage } from "../storage/Storage.ts";

/**
 * On board: the shore revoked vouchers (their rows came with the link), and the devices still on
 * them are logged out here, as revoking does on the server that holds the sessions
 * (vouchers/revokeVouchers.ts): the next RADIUS authorization is rejected, and the gateway is told
 * to let them go at its next accounting update. Returns the devices logged out, as zone and mac.
 */
export function applyRevocations(store: Storage): Promise<{ zoneId: string; mac: string }[]> {
  return store.transaction(async ({ q }) => {
    const on = await q
      .selectFrom("sessions as s")
      .innerJoin("vouchers as v", (join) =>
        join.onRef("v.zone_id", "=", "s.zone_id").onRef("v.code", "=", "s.voucher_code"),
      )
      .select(["s.zone_id as zoneId", "s.mac"])
      .where("s.backend_authed", "=", 1)
      .where("v.revoked_at", "is not", null)
      .orderBy("s.zone_id")
      .orderBy("s.mac")
      .execute();
    for (const { zoneId, mac } of on) await deauthorize(q, zoneId, mac);
    return on;
  });
}
