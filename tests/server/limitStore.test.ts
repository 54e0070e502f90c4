import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { checkLimits } from "../../server/rateLimit/checkLimits.ts";
import { DbLimitStore } from "../../server/rateLimit/DbLimitStore.ts";
import { addressClient } from "../../server/rateLimit/LimitClient.ts";
import type { LimitStore } from "../../server/rateLimit/LimitStore.ts";
import { MemoryLimitStore } from "../../server/rateLimit/MemoryLimitStore.ts";
import { openStorage } from "../../server/storage/open/openStorage.ts";
import { tempDir } from "./helpers/testApp.ts";

const dir = tempDir();
const db = openStorage(dir);
await db.migrate();
afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe.each([
  ["memory", () => new MemoryLimitStore() as LimitStore],
  ["SQLite", () => new DbLimitStore(db) as LimitStore],
])("LimitStore (%s)", (_name, make) => {
  it("counts hits per key in the fixed window that contains now, and forgets ended windows", async () => {
    const store = make();
    const w = 60_000;
    const t0 = 1_800_000_000_000 - (1_800_000_000_000 % w);
    expect(await store.hit("a", w, t0)).toBe(1);
    expect(await store.hit("a", w, t0 + w - 1)).toBe(2);
    expect(await store.hit("b", w, t0 + 5)).toBe(1);
    // another window length is another counter
    expect(await store.hit("a", 2 * w, t0)).toBe(1);
    // the next window starts over
    expect(await store.hit("a", w, t0 + w)).toBe(1);
    // a window is kept while the next one may still slide over it, then forgotten
    await store.prune(t0 + 2 * w - 1);
    expect(await store.hit("a", w, t0 + 10)).toBe(3);
    await store.prune(t0 + 2 * w + 1);
    expect(await store.hit("a", w, t0 + 10)).toBe(1);
    expect(await store.hit("a", w, t0 + w + 2)).toBe(2);
  });

  // the desk's reset (console/deskReset.ts): a device's counters go, others' stay, LIKE's wildcards
  // in the part match themselves only
  it("forgets the counters whose key contains a part, and no others", async () => {
    const store = make();
    const w = 60_000;
    const t0 = 1_800_000_000_000 - (1_800_000_000_000 % w);
    await store.hit("0|voucher|z_1|02:00:00:00:00:01|10.0.0.1", w, t0);
    await store.hit("0|voucher|z_1|02:00:00:00:00:01|10.0.0.1", w, t0 - w);
    await store.hit("0|handoff|z_1|02:00:00:00:00:01|retries", 2 * w, t0);
    await store.hit("0|voucher|zx1|02:00:00:00:00:01|10.0.0.1", w, t0);
    await store.hit("0|voucher|z_1|02:00:00:00:00:02|10.0.0.1", w, t0);
    expect(await store.forget("|z_1|02:00:00:00:00:01")).toBe(3);
    expect(await store.peek("0|voucher|z_1|02:00:00:00:00:01|10.0.0.1", w, t0)).toBe(0);
    expect(await store.peek("0|voucher|zx1|02:00:00:00:00:01|10.0.0.1", w, t0)).toBe(1);
    expect(await store.peek("0|voucher|z_1|02:00:00:00:00:02|10.0.0.1", w, t0)).toBe(1);
    expect(await store.forget("|z%|")).toBe(0);
  });

  // issue 26, finding 8: a fixed window let twice its limit through across its boundary
  it("slides: the previous window's hits count in proportion to the part the window still covers", async () => {
    const store = make();
    const w = 60_000;
    const t0 = 1_800_000_000_000 - (1_800_000_000_000 % w);
    for (let i = 0; i < 120; i++) await store.slide("s", w, t0 + w - 1650);
    // 1.65 s into the next window, the last 60 s still hold those 120 (less the 1.65 s slid past)
    const estimate = await store.slide("s", w, t0 + w + 1650);
    expect(estimate).toBeCloseTo(1 + 120 * (1 - 1650 / w), 6);
    expect(estimate).toBeGreaterThan(116);
    // half a window on, half of them
    expect(await store.slide("s", w, t0 + w + w / 2)).toBeCloseTo(2 + 60, 6);
    // a window later, none of them
    expect(await store.slide("s", w, t0 + 2 * w + w - 1)).toBeCloseTo(1 + 2 * (1 / w), 3);
    // peeking adds nothing
    const seen = await store.peek("s", w, t0 + 2 * w + w - 1);
    expect(seen).toBeCloseTo(1 + 2 * (1 / w), 3);
    expect(await store.peek("s", w, t0 + 2 * w + w - 1)).toBe(seen);
    expect(await store.peek("never", w, t0)).toBe(0);
    // a key of its own, and another window length, count apart
    expect(await store.slide("t", w, t0 + w)).toBe(1);
    expect(await store.slide("s", 2 * w, t0 + w)).toBe(1);
  });
});

// on SQLite an upsert on its own is a commit of its own: a check's counts (a trial's: its client's,
// its zone's peeked and counted) share one transaction there, and count as they did one by one
describe("a check's counts on SQLite", () => {
  it("commit in one transaction, and count as each would alone", async () => {
    let transactions = 0;
    const counted = {
      ...db,
      transaction: ((work) => {
        transactions++;
        return db.transaction(work);
      }) as typeof db.transaction,
    };
    const store = new DbLimitStore(counted);
    const w = 60_000;
    const t0 = 1_900_000_000_000 - (1_900_000_000_000 % w);
    const cap = { max: 2, windowMs: w, share: 1, hardMax: 100 };
    const rules = (n: number) => [
      { scope: "client", key: `c${n}`, limit: { max: 5, windowMs: w } },
      { scope: "zone", key: "tz", client: addressClient(`10.9.0.${n}`), cap },
    ];
    expect(await checkLimits(store, rules(1), t0)).toBeUndefined();
    expect(transactions).toBe(1);
    expect(await checkLimits(store, rules(2), t0 + 1)).toBeUndefined();
    // the zone is at its max: a client past its share of it is refused, in a transaction too
    expect(await checkLimits(store, rules(2), t0 + 2)).toEqual({ scope: "zone", retryAfterSeconds: 60 });
    expect(transactions).toBe(3);
    expect(await store.peek("client|c2", w, t0 + 3)).toBe(2);
    expect(await store.peek("zone|tz", w, t0 + 3)).toBe(2);
    expect(await store.peek("zone|tz|10.9.0.2", w, t0 + 3)).toBe(2);
  });
});
