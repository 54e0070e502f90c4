import type { Storage } from "../storage/Storage.ts";
import { recordVoucherUse } from "../vouchers/voucherRows.ts";

export interface Usage {
  zoneId: string;
  mac: string;
  bytes: number;
}

/** Adds bytes used to each device's session and to its voucher's shared total, in one transaction. */
export function addUsage(store: Storage, usage: Usage[]): Promise<void> {
  return store.transaction(async ({ q }) => {
    // the vouchers' use before sessions, as accounting takes them: the two never wait on each other
    for (const u of usage) {
      const session = await q
        .selectFrom("sessions")
        .select("voucher_code")
        .where("zone_id", "=", u.zoneId)
        .where("mac", "=", u.mac)
        .executeTakeFirst();
      if (session?.voucher_code)
        await recordVoucherUse(q, u.zoneId, session.voucher_code, { bytes: u.bytes });
    }
    for (const u of usage)
      await q
        .updateTable("sessions")
        .set((eb) => ({ bytes_used: eb("bytes_used", "+", u.bytes) }))
        .where("zone_id", "=", u.zoneId)
        .where("mac", "=", u.mac)
        .execute();
  });
}
