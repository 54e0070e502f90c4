import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { DbLimitStore } from "../../server/rateLimit/DbLimitStore.ts";
import type { LimitStore } from "../../server/rateLimit/LimitStore.ts";
import { MemoryLimitStore } from "../../server/rateLimit/MemoryLimitStore.ts";
import { openStore } from "../../server/storage/openStore.ts";
import { tempDir } from "./helpers/testApp.ts";

const dir = tempDir();
const db = openStore(dir);
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
    await store.prune(t0 + w + 1);
    expect(await store.hit("a", w, t0 + 10)).toBe(1);
    expect(await store.hit("a", w, t0 + w + 2)).toBe(2);
  });
});
