import type { Db } from "../storage/Storage.ts";
import { prepared } from "../storage/prepared.ts";

// A voucher's use (voucher_use): written by the activation that first uses it and by the gateway's
// accounting as its devices use data, so it stands below both, with the sessions that carry it.

/**
 * Inside the caller's transaction: a voucher's use moves on, in its own row (the voucher's row is
 * its minter's, maybe the shore's). Its first activation, kept once set; or bytes its devices used.
 */
export async function recordVoucherUse(
  q: Db,
  zoneId: string,
  code: string,
  use: { activatedAt: number } | { bytes: number },
): Promise<void> {
  const activatedAt = "activatedAt" in use ? use.activatedAt : null;
  const bytes = "bytes" in use ? use.bytes : 0;
  await upsertUse(q, { zoneId, code, activatedAt, bytes });
}

// prepared: the gateway's accounting adds its devices' bytes with every packet
const upsertUse = prepared(
  (q, v: { zoneId: string; code: string; activatedAt: number | null; bytes: number }) =>
    q
      .insertInto("voucher_use")
      .values({ zone_id: v.zoneId, code: v.code, activated_at: v.activatedAt, bytes_used: v.bytes })
      .onConflict((oc) =>
        oc.columns(["zone_id", "code"]).doUpdateSet((eb) => ({
          activated_at: eb.fn.coalesce("voucher_use.activated_at", "excluded.activated_at"),
          bytes_used: eb("voucher_use.bytes_used", "+", eb.ref("excluded.bytes_used")),
        })),
      ),
);
