export interface LimitStore {
  // adds one hit to `key` in the fixed window of `windowMs` that contains `now`; returns the hits in that window so far
  hit(key: string, windowMs: number, now: number): Promise<number>;
  // forget windows that ended before `before` (pruning; bounded memory/storage)
  prune(before: number): Promise<void>;
}

// the start of the fixed window of `windowMs` that contains `now`
export function windowStart(windowMs: number, now: number): number {
  return Math.floor(now / windowMs) * windowMs;
}
