import type { Store } from "../storage/Store.ts";
import { type LimitStore, windowStart } from "./LimitStore.ts";

/**
 * The counters in the database (rate_limit_hits): one row per key and window, counted up by one
 * atomic upsert. A restart hands an attacker no fresh windows, and on PostgreSQL every server of a
 * cluster counts in the same row, so a device switching servers meets one limit.
 */
export class DbLimitStore implements LimitStore {
  readonly #store: Store;

  constructor(store: Store) {
    this.#store = store;
  }

  async hit(key: string, windowMs: number, now: number): Promise<number> {
    const start = windowStart(windowMs, now);
    const row = await this.#store.db
      .insertInto("rate_limit_hits")
      .values({ key, window_ms: windowMs, window_start: start, window_end: start + windowMs, hits: 1 })
      .onConflict((oc) =>
        oc
          .columns(["key", "window_ms", "window_start"])
          .doUpdateSet((eb) => ({ hits: eb("rate_limit_hits.hits", "+", 1) })),
      )
      .returning("hits")
      .executeTakeFirst();
    return row?.hits ?? 1;
  }

  async prune(before: number): Promise<void> {
    await this.#store.db.deleteFrom("rate_limit_hits").where("window_end", "<", before).execute();
  }
}
