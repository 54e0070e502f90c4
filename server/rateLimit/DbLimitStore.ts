import { prepared } from "../storage/prepared.ts";
import type { Store } from "../storage/Store.ts";
import { type LimitStore, windowStart } from "./LimitStore.ts";

type Hit = { key: string; windowMs: number; start: number; end: number };

// one upsert per request that counts: prepared (storage/prepared.ts)
const countHit = prepared((q, v: Hit) =>
  q
    .insertInto("rate_limit_hits")
    .values({ key: v.key, window_ms: v.windowMs, window_start: v.start, window_end: v.end, hits: 1 })
    .onConflict((oc) =>
      oc
        .columns(["key", "window_ms", "window_start"])
        .doUpdateSet((eb) => ({ hits: eb("rate_limit_hits.hits", "+", 1) })),
    )
    .returning("hits"),
);

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
    const [row] = await countHit(this.#store.db, { key, windowMs, start, end: start + windowMs });
    return row?.hits ?? 1;
  }

  async prune(before: number): Promise<void> {
    await this.#store.db.deleteFrom("rate_limit_hits").where("window_end", "<", before).execute();
  }
}
