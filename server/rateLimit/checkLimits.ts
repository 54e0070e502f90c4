import type { LimitClient } from "./LimitClient.ts";
import type { LimitStore } from "./LimitStore.ts";

export interface WindowLimit {
  max: number;
  windowMs: number;
}

/**
 * A limit many clients share (a zone's), that no crowd of them can fill for the rest: over `max`
 * in its window it refuses only the clients over their own `share` of it (an honest passenger makes
 * one or two requests, an attacker hundreds), and over `hardMax` every client no gateway vouches
 * for, a backstop. It counts only what it let through, so each client adds its share at most: the
 * backstop takes ((hardMax - max) / share) clients, and the addresses of one IPv6 /64 or /48 count
 * as one part of it (GROUP_PART).
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

// many clients against a shared cap: `client` says who asks (rateLimit/LimitClient.ts)
export interface FairRule<S extends string> {
  scope: S;
  key: string;
  client: LimitClient;
  cap: FairCap;
}

// past a cap's max, the addresses of one IPv6 prefix (a host's /64, a site's /48) get at most this
// part of its backstop together: no one host or site fills it alone, and the passengers who share
// the ship's /64 with such a host keep the rest of it
export const GROUP_PART = 4;

export interface Limited<S extends string> {
  scope: S;
  retryAfterSeconds: number;
}

// when the sliding window will have let go of enough hits: advice, at most one window away
export const retryAfter = (windowMs: number, now: number) =>
  Math.max(1, Math.ceil(((Math.floor(now / windowMs) + 1) * windowMs - now) / 1000));

async function refusesFair<S extends string>(store: LimitStore, rule: FairRule<S>, now: number) {
  const { max, windowMs, share, hardMax } = rule.cap;
  const { client } = rule;
  const zone = `${rule.scope}|${rule.key}`;
  // every request counts against its client: one over its share stays over it while it insists
  const mine = await store.slide(`${zone}|${client.key}`, windowMs, now);
  const all = await store.peek(zone, windowMs, now);
  if (all < max) {
    await store.slide(zone, windowMs, now);
    return false;
  }
  if (mine > share) return true;
  // the backstop: never a device the gateway vouches for (one device, however many addresses)
  if (!client.vouched && all >= hardMax) return true;
  const groups = (client.groups ?? []).map((group) => `${zone}|${group}`);
  for (const group of groups)
    if ((await store.peek(group, windowMs, now)) >= hardMax / GROUP_PART) return true;
  await store.slide(zone, windowMs, now);
  for (const group of groups) await store.slide(group, windowMs, now);
  return false;
}

async function refuses<S extends string>(
  store: LimitStore,
  rule: LimitRule<S> | FairRule<S>,
  now: number,
): Promise<boolean> {
  if (!("limit" in rule)) return refusesFair(store, rule, now);
  const { max, windowMs } = rule.limit;
  return (await store.slide(`${rule.scope}|${rule.key}`, windowMs, now)) > max;
}

async function firstRefusal<S extends string>(
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

// the rules in order, narrowest first: the first one that refuses answers, and the wider ones
// after it are not counted, so a device or client over its own limit never uses up its zone's.
// The counting of one check commits together where the store offers it (LimitStore.together)
export function checkLimits<S extends string>(
  store: LimitStore,
  rules: (LimitRule<S> | FairRule<S>)[],
  now: number,
): Promise<Limited<S> | undefined> {
  const check = (counters: LimitStore) => firstRefusal(counters, rules, now);
  return store.together ? store.together(check) : check(store);
}
