import type { Storage } from "../storage/Storage.ts";

/**
 * Drops the logs older than the cutoff: voucher attempts, analytics events, open grants and the
 * console's audit trail (kept as long as the rest of the personal data, RETENTION_DAYS).
 */
export function pruneLogs(store: Storage, before: number): Promise<void> {
  return store.transaction(async ({ q }) => {
    await q.deleteFrom("voucher_attempts").where("at", "<", before).execute();
    await q.deleteFrom("analytics_events").where("received_at", "<", before).execute();
    await q.deleteFrom("open_grants").where("granted_at", "<", before).execute();
    await q.deleteFrom("console_audit").where("at", "<", before).execute();
  });
}

/** Keeps the newest analytics events only: a table any client writes to has a ceiling. */
export async function capAnalytics(store: Storage, maxRows: number): Promise<number> {
  const result = await store.db
    .deleteFrom("analytics_events")
    .where("id", "<=", (eb) =>
      eb.selectFrom("analytics_events").select((s) => s(s.fn.max("id"), "-", maxRows).as("cut")),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Cruise jobs that made no charge (validations, refused look-ups) and started before the cutoff:
 * any details typed make one, so they go; a charge's job stays with its bill line.
 */
export async function pruneCruiseJobs(store: Storage, before: number): Promise<number> {
  const result = await store.db
    .deleteFrom("cruise_jobs")
    .where("charge_id", "is", null)
    .where("created_at", "<", before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
