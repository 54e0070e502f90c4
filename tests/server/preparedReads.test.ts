import { rmSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { macAtAddress, recordAddress } from "../../server/access/deviceAddresses.ts";
import { openStorage } from "../../server/storage/open/openStorage.ts";
import { tempDir } from "./helpers/testApp.ts";

const ZONE = "z-prepared";
const ADDRESS = "10.1.2.3";
const NOW = Date.parse("2026-06-01T12:00:00Z");
const dirs: string[] = [];

async function storage() {
  const dir = tempDir();
  dirs.push(dir);
  const store = openStorage(dir);
  await store.migrate();
  await store.db
    .insertInto("zones")
    .values({ zone_id: ZONE, zone_prefix: "zp", tier: "premium", settings_json: "{}" })
    .execute();
  return store;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

// the prepared reads on every request's path run on SQLite's own statement (storage/prepared.ts)
describe("a prepared query on SQLite", () => {
  it("reads what was written, and again after a change", async () => {
    const store = await storage();
    try {
      expect(await macAtAddress(store.db, ZONE, ADDRESS, NOW)).toBeUndefined();
      await recordAddress(store.db, ZONE, "02:00:00:00:00:01", ADDRESS, NOW);
      expect(await macAtAddress(store.db, ZONE, ADDRESS, NOW)).toBe("02:00:00:00:00:01");
      await recordAddress(store.db, ZONE, "02:00:00:00:00:02", ADDRESS, NOW + 1);
      expect(await macAtAddress(store.db, ZONE, ADDRESS, NOW + 1)).toBe("02:00:00:00:00:02");
    } finally {
      await store.close();
    }
  });

  it("never sees a transaction's writes before it commits: one rolled back is never read", async () => {
    const store = await storage();
    try {
      await recordAddress(store.db, ZONE, "02:00:00:00:00:01", ADDRESS, NOW);
      let during: Promise<string | undefined> | undefined;
      const failed = store.transaction(async (tx) => {
        await recordAddress(tx.q, ZONE, "02:00:00:00:00:09", ADDRESS, NOW);
        // a read outside the transaction while it is open, across a turn of the event loop
        during = macAtAddress(store.db, ZONE, ADDRESS, NOW);
        await new Promise((resolve) => setImmediate(resolve));
        throw new Error("rolled back");
      });
      await expect(failed).rejects.toThrow("rolled back");
      expect(await during).toBe("02:00:00:00:00:01");
    } finally {
      await store.close();
    }
  });

  it("started while a transaction is open, reads what it committed", async () => {
    const store = await storage();
    try {
      await recordAddress(store.db, ZONE, "02:00:00:00:00:01", ADDRESS, NOW);
      let during: Promise<string | undefined> | undefined;
      await store.transaction(async (tx) => {
        await recordAddress(tx.q, ZONE, "02:00:00:00:00:07", ADDRESS, NOW);
        during = macAtAddress(store.db, ZONE, ADDRESS, NOW);
        await new Promise((resolve) => setImmediate(resolve));
      });
      expect(await during).toBe("02:00:00:00:00:07");
    } finally {
      await store.close();
    }
  });

  it("in a transaction, reads its own writes, which end with it: kept on commit, gone on rollback", async () => {
    const store = await storage();
    try {
      const inside = store.transaction(async (tx) => {
        await recordAddress(tx.q, ZONE, "02:00:00:00:00:05", ADDRESS, NOW);
        const seen = await macAtAddress(tx.q, ZONE, ADDRESS, NOW);
        throw new Error(`rolled back after reading ${seen}`);
      });
      await expect(inside).rejects.toThrow("rolled back after reading 02:00:00:00:00:05");
      expect(await macAtAddress(store.db, ZONE, ADDRESS, NOW)).toBeUndefined();
      await store.transaction((tx) => recordAddress(tx.q, ZONE, "02:00:00:00:00:06", ADDRESS, NOW));
      expect(await macAtAddress(store.db, ZONE, ADDRESS, NOW)).toBe("02:00:00:00:00:06");
    } finally {
      await store.close();
    }
  });
});
