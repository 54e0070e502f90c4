export interface LimitStore {
  // adds one hit to `key` in the fixed window of `windowMs` that contains `now`; returns the hits in
  // that window so far (a signed entry's single use: every use of one signature lands in one window)
  hit(key: string, windowMs: number, now: number): Promise<number>;
  // adds one hit to `key` and returns the hits of the last `windowMs` (a sliding window): a fixed
  // window lets twice its limit through across a boundary (the end of one, the start of the next)
  slide(key: string, windowMs: number, now: number): Promise<number>;
  // the hits of the last `windowMs`, as slide counts them, without adding one (a zone's cap counts
  // only what it let through: checkLimits.ts)
  peek(key: string, windowMs: number, now: number): Promise<number>;
  // forget the windows that no sliding window reaching `before` needs: those that ended a whole
  // window before it (pruning; bounded memory and storage)
  prune(before: number): Promise<void>;
  // forget every counter whose key contains `part` (the desk's reset of one device: the keys that
  // name a device hold its zone and mac between bars); the number of counters forgotten
  forget(part: string): Promise<number>;
  // runs one check's counting (checkLimits.ts) on a store whose counts commit together, where a
  // count on its own is a commit of its own (DbLimitStore on SQLite); absent: each as it comes
  together?<T>(work: (store: LimitStore) => Promise<T>): Promise<T>;
}

// the start of the fixed window of `windowMs` that contains `now`
export function windowStart(windowMs: number, now: number): number {
  return Math.floor(now / windowMs) * windowMs;
}

/**
 * The hits of the sliding window that ends at `now`, from the two fixed windows it overlaps: all of
 * the current one's, and the previous one's in proportion to how much of it the sliding window still
 * covers (hits assumed spread evenly: Cloudflare's and nginx's estimate). Never under the current
 * window's count, so nothing gets more than a fixed window gave it.
 */
export function slidingEstimate(current: number, previous: number, windowMs: number, now: number): number {
  const elapsed = (now - windowStart(windowMs, now)) / windowMs;
  return current + previous * (1 - elapsed);
}
