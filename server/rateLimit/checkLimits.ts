import type { LimitStore } from "./LimitStore.ts";

export interface WindowLimit {
  max: number;
  windowMs: number;
}

/**
 * A limit many clients share (a zone's), that no few of them can fill for the rest: over `max`
 * in its window it refuses only the clients over their own `share` of it (an honest passenger makes
 * one or two requests, an attacker hundreds), and over `hardMax` everyone, a backstop that only
 * thousands of addresses at their own limits could reach.
 */
export interface FairCap extends WindowLimit {
  share: number;
  hardMax: number;
}

// one client (or device) against a limit of its own
export interface LimitRule<S extends string> {
  scope: S;
  key: string;
  limit: WindowLimit;
}

// many clients against a shared cap: `member` names the client within it
export interface FairRule<S extends string> {
  scope: S;
  key: string;
  member: string;
  cap: FairCap;
}

export interface Limited<S extends string> {
  scope: S;
  retryAfterSeconds: number;
}

// when the sliding window will have let go of enough hits: advice, at most one window away
const retryAfter = (windowMs: number, now: number) =>
  Math.max(1, Math.ceil(((Math.floor(now / windowMs) + 1) * windowMs - now) / 1000));

async function refuses<S extends string>(
  store: LimitStore,
  rule: LimitRule<S> | FairRule<S>,
  now: number,
): Promise<boolean> {
  if ("limit" in rule) {
    const { max, windowMs } = rule.limit;
    return (await store.slide(`${rule.scope}|${rule.key}`, windowMs, now)) > max;
  }
  const { max, windowMs, share, hardMax } = rule.cap;
  const mine = await store.slide(`${rule.scope}|${rule.key}|${rule.member}`, windowMs, now);
  const all = await store.slide(`${rule.scope}|${rule.key}`, windowMs, now);
  return all > hardMax || (all > max && mine > share);
}

// the rules in order, narrowest first: the first one that refuses answers, and the wider ones
// after it are not counted, so a device or client over its own limit never uses up its zone's
export async function checkLimits<S extends string>(
  store: LimitStore,
  rules: (LimitRule<S> | FairRule<S>)[],
  now: number,
): Promise<Limited<S> | undefined> {
  for (const rule of rules)
    if (await refuses(store, rule, now)) {
      const windowMs = "limit" in rule ? rule.limit.windowMs : rule.cap.windowMs;
      return { scope: rule.scope, retryAfterSeconds: retryAfter(windowMs, now) };
    }
  return undefined;
}
