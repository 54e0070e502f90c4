import type { Pool } from "../storage/pg/pgPool.ts";
import { type LimitStore, windowStart } from "./LimitStore.ts";

// the counters every server of a cluster shares: one row per key and window, counted up by one
// atomic upsert, so a device switching servers (or many devices on many servers) meets one limit
export class PgLimitStore implements LimitStore {
  readonly #pool: Pool;

  constructor(pool: Pool) {
    this.#pool = pool;
  }

  async hit(key: string, windowMs: number, now: number): Promise<number> {
    const start = windowStart(windowMs, now);
    const { rows } = await this.#pool.query<{ hits: number }>(
      `INSERT INTO rate_limit_hits (key, window_ms, window_start, window_end, hits) VALUES ($1, $2, $3, $4, 1)
       ON CONFLICT (key, window_ms, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1 RETURNING hits`,
      [key, windowMs, start, start + windowMs],
    );
    return rows[0]?.hits ?? 1;
  }

  async prune(before: number): Promise<void> {
    await this.#pool.query("DELETE FROM rate_limit_hits WHERE window_end < $1", [before]);
  }
}
