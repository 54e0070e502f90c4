import type { LimitStore } from "./LimitStore.ts";

export interface WindowLimit {
  max: number;
  windowMs: number;
}

export interface LimitRule<S extends string> {
  scope: S;
  key: string;
  limit: WindowLimit;
}

export interface Limited<S extends string> {
  scope: S;
  retryAfterSeconds: number;
}

// the rules in order, narrowest first: the first one over its limit answers, and the wider ones
// after it are not counted, so a device or client over its own limit never uses up its zone's
export async function checkLimits<S extends string>(
  store: LimitStore,
  rules: LimitRule<S>[],
  now: number,
): Promise<Limited<S> | undefined> {
  for (const { scope, key, limit } of rules) {
    const hits = await store.hit(`${scope}|${key}`, limit.windowMs, now);
    if (hits > limit.max) {
      const end = (Math.floor(now / limit.windowMs) + 1) * limit.windowMs;
      return { scope, retryAfterSeconds: Math.max(1, Math.ceil((end - now) / 1000)) };
    }
  }
  return undefined;
}
