import type { Database } from "better-sqlite3";
import { type LimitStore, windowStart } from "./LimitStore.ts";

// counters in the database (rate_limit_hits, migration 004), so that a restart does not hand an
// attacker fresh windows; one upsert per hit, synchronous like every other SQLite write here
export class SqliteLimitStore implements LimitStore {
  readonly #hit;
  readonly #prune;

  constructor(db: Database) {
    this.#hit = db.prepare(
      `INSERT INTO rate_limit_hits (key, window_ms, window_start, window_end, hits) VALUES (?, ?, ?, ?, 1)
       ON CONFLICT (key, window_ms, window_start) DO UPDATE SET hits = hits + 1 RETURNING hits`,
    );
    this.#prune = db.prepare("DELETE FROM rate_limit_hits WHERE window_end < ?");
  }

  async hit(key: string, windowMs: number, now: number): Promise<number> {
    const start = windowStart(windowMs, now);
    const row = this.#hit.get(key, windowMs, start, start + windowMs) as { hits: number };
    return row.hits;
  }

  async prune(before: number): Promise<void> {
    this.#prune.run(before);
  }
}
