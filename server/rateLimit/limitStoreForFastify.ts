import type { LimitStore } from "./LimitStore.ts";

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store contract (a class it constructs, `incr`, `child`) over a LimitStore,
 * so that the limiters built with `app.createRateLimit` count in the shared store unchanged.
 * Windows are fixed (aligned to multiples of their length), as LimitStore defines them.
 */
export function limitStoreForFastify(store: LimitStore, now: () => number) {
  return class SharedLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      const at = now();
      store.hit(key, timeWindow, at).then(
        (current) =>
          callback(null, { current, ttl: Math.floor(at / timeWindow) * timeWindow + timeWindow - at }),
        (error: Error) => callback(error),
      );
    }

    child(): SharedLimitStore {
      return new SharedLimitStore();
    }
  };
}
