import type { Storage } from "../storage/Storage.ts";

// failures allowed before any wait, then the wait doubles from a second, up to a quarter hour
const FREE_FAILURES = 4;
const MAX_WAIT_MS = 15 * 60_000;
// forgotten a day after the last failure; any address can add a row, so the table has a ceiling
const FORGET_MS = 24 * 3_600_000;
const MAX_ROWS = 10_000;

export const backoffKeys = (name: string, address: string) => [`account:${name}`, `address:${address}`];

const waitFor = (failures: number) =>
  failures <= FREE_FAILURES ? 0 : Math.min(MAX_WAIT_MS, 1000 * 2 ** (failures - FREE_FAILURES - 1));

/** How long a sign-in with these keys must still wait (ms): the longest of the account's and the address's. */
export async function backoffWait(store: Storage, keys: string[], now: number): Promise<number> {
  const rows = await store.db
    .selectFrom("console_backoff")
    .selectAll()
    .where("backoff_key", "in", keys)
    .execute();
  return Math.max(0, ...rows.map((r) => r.failed_at + waitFor(r.failures) - now));
}

export function noteFailure(store: Storage, keys: string[], now: number): Promise<void> {
  return store.transaction(async (tx) => {
    const { q } = tx;
    for (const key of keys) {
      await tx.lock(`console-backoff:${key}`);
      const row = await tx
        .forUpdate(q.selectFrom("console_backoff").selectAll().where("backoff_key", "=", key))
        .executeTakeFirst();
      if (row)
        await q
          .updateTable("console_backoff")
          .set({ failures: row.failures + 1, failed_at: now })
          .where("backoff_key", "=", key)
          .execute();
      else
        await q
          .insertInto("console_backoff")
          .values({ backoff_key: key, failures: 1, failed_at: now })
          .execute();
    }
    await q
      .deleteFrom("console_backoff")
      .where("failed_at", "<", now - FORGET_MS)
      .execute();
    const cut = await q
      .selectFrom("console_backoff")
      .select("failed_at")
      .orderBy("failed_at", "desc")
      .offset(MAX_ROWS)
      .limit(1)
      .executeTakeFirst();
    if (cut) await q.deleteFrom("console_backoff").where("failed_at", "<=", cut.failed_at).execute();
  });
}

/** A right sign-in clears the account's failures (the address's stay: it may be guessing others). */
export async function clearFailures(store: Storage, key: string): Promise<void> {
  await store.db.deleteFrom("console_backoff").where("backoff_key", "=", key).execute();
}
