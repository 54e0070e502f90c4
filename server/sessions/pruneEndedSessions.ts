import type { Storage } from "../storage/Storage.ts";

/**
 * Deletes sessions whose entitlement ended before the cutoff: any mac may be given a trial, so the
 * table grows by every device ever seen otherwise. Never one that may still reset (its permanent
 * end is after the cutoff), nor one whose voucher is still valid at `now` (an unlimited voucher, or
 * one whose clock has not run out: the device may come back on it).
 */
export async function pruneEndedSessions(store: Storage, before: number, now: number): Promise<number> {
  const result = await store.db
    .deleteFrom("sessions")
    .where("end_at", "is not", null)
    .where("end_at", "<", before)
    .where((eb) => eb.or([eb("end_permanent_at", "is", null), eb("end_permanent_at", "<", before)]))
    .where((eb) =>
      eb.or([
        eb("voucher_code", "is", null),
        eb.not(
          eb.exists(
            eb
              .selectFrom("vouchers as v")
              .select("v.code")
              .whereRef("v.zone_id", "=", "sessions.zone_id")
              .whereRef("v.code", "=", "sessions.voucher_code")
              .where((v) => v.or([v("v.valid_until", "is", null), v("v.valid_until", ">", now)]))
              .where((v) => {
                // its first activation, before or since its use had a row of its own (voucherRows.ts)
                const activatedAt = v.fn.coalesce(
                  "v.activated_at",
                  v
                    .selectFrom("voucher_use as u")
                    .select("u.activated_at")
                    .whereRef("u.zone_id", "=", "v.zone_id")
                    .whereRef("u.code", "=", "v.code"),
                );
                return v.or([
                  v(activatedAt, "is", null),
                  v("v.duration_ms", "is", null),
                  v(v(activatedAt, "+", v.ref("v.duration_ms")), ">", now),
                ]);
              }),
          ),
        ),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
