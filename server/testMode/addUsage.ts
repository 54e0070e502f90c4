import type { Store } from "../storage/Store.ts";

export interface Usage {
  zoneId: string;
  mac: string;
  bytes: number;
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
