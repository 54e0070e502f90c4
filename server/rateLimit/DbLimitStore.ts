import { sql } from "kysely";
import { prepared } from "../storage/prepared.ts";
import type { Db, Storage } from "../storage/Storage.ts";
import { type LimitStore, slidingEstimate, windowStart } from "./LimitStore.ts";

type Hit = { key: string; windowMs: number; start: number; end: number; previous: number };

// one upsert per request that counts, which also reads the previous window's hits (a sliding
// window needs both): prepared (storage/prepared.ts), one round trip on PostgreSQL
const countHit = prepared((q, v: Hit) =>
  q
    .insertInto("rate_limit_hits")
    .values({ key: v.key, window_ms: v.windowMs, window_start: v.start, window_end: v.end, hits: 1 })
    .onConflict((oc) =>
      oc
        .columns(["key", "window_ms", "window_start"])
        .doUpdateSet((eb) => ({ hits: eb("rate_limit_hits.hits", "+", 1) })),
    )
    .returning((eb) => [
      "hits",
      eb
        .selectFrom("rate_limit_hits as p")
        .select("p.hits")
        .where("p.key", "=", v.key)
        .where("p.window_ms", "=", v.windowMs)
        .where("p.window_start", "=", v.previous)
        .as("previous"),
    ]),
);

// a key's current and previous windows, read without counting
const windowsOf = prepared((q, v: Omit<Hit, "end">) =>
  q
    .selectFrom("rate_limit_hits")
    .select(["window_start", "hits"])
    .where("key", "=", v.key)
    .where("window_ms", "=", v.windowMs)
    .where((eb) => eb.or([eb("window_start", "=", v.start), eb("window_start", "=", v.previous)])),
);

/**
 * The counters in the database (rate_limit_hits): one row per key and window, counted up by one
 * atomic upsert. A restart hands an attacker no fresh windows, and on PostgreSQL every server of a
 * cluster counts in the same row, so a device switching servers meets one limit.
 */
export class DbLimitStore implements LimitStore {
  readonly #store: Storage;
  // where the counts go: the storage's own Db, or the transaction of `together`
  readonly #q: Db;

  constructor(store: Storage, q: Db = store.db) {
    this.#store = store;
    this.#q = q;
  }

  // On SQLite an upsert on its own is a write transaction of its own: the file's locks taken and
  // released, its pages appended to the WAL, a commit; a trial's check counts three keys and
  // peeks at one, so they share one transaction there (a crash loses what it lost before: the
  // counts of requests whose commits had not reached the WAL). On PostgreSQL each stays one
  // statement of its own, so no zone's counter row is held locked across another's round trips.
  together<T>(work: (store: LimitStore) => Promise<T>): Promise<T> {
    if (this.#store.kind !== "sqlite" || this.#q !== this.#store.db) return work(this);
    return this.#store.transaction((tx) => work(new DbLimitStore(this.#store, tx.q)));
  }

  async #count(key: string, windowMs: number, now: number) {
    const start = windowStart(windowMs, now);
    const values = { key, windowMs, start, end: start + windowMs, previous: start - windowMs };
    const [row] = await countHit(this.#q, values);
    return { current: Number(row?.hits ?? 1), previous: Number(row?.previous ?? 0) };
  }

  async hit(key: string, windowMs: number, now: number): Promise<number> {
    return (await this.#count(key, windowMs, now)).current;
  }

  async slide(key: string, windowMs: number, now: number): Promise<number> {
    const { current, previous } = await this.#count(key, windowMs, now);
    return slidingEstimate(current, previous, windowMs, now);
  }

  async peek(key: string, windowMs: number, now: number): Promise<number> {
    const start = windowStart(windowMs, now);
    const rows = await windowsOf(this.#q, { key, windowMs, start, previous: start - windowMs });
    const hits = (from: number) => Number(rows.find((r) => Number(r.window_start) === from)?.hits ?? 0);
    return slidingEstimate(hits(start), hits(start - windowMs), windowMs, now);
  }

  // a window is needed until the one after it has ended too (it is that one's previous)
  async prune(before: number): Promise<void> {
    await this.#store.db
      .deleteFrom("rate_limit_hits")
      .where(sql<number>`window_end + window_ms`, "<", before)
      .execute();
  }

  // LIKE's own wildcards in the part are escaped: a zone id with `_` in it names that zone alone
  async forget(part: string): Promise<number> {
    const pattern = `%${part.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const result = await this.#store.db
      .deleteFrom("rate_limit_hits")
      .where(sql<boolean>`key like ${pattern} escape '\\'`)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
