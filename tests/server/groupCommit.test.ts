import { rmSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { lastVerdicts, recordVerdict } from "../../server/access/verdict.ts";
import { openStorage } from "../../server/storage/open/openStorage.ts";
import { groupCommit } from "../../server/storage/groupCommit.ts";
import type { Storage } from "../../server/storage/Storage.ts";
import { tempDir } from "./helpers/testApp.ts";

const ZONE = "z-group-commit";
const NOW = Date.parse("2026-06-01T12:00:00Z");
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

// an SQLite storage whose transactions are counted
async function countedStorage(): Promise<{ store: Storage; transactions: () => number }> {
  const dir = tempDir();
  dirs.push(dir);
  const store = openStorage(dir);
  await store.migrate();
  let n = 0;
  const counted: Storage = {
    ...store,
    db: store.db,
    transaction: (work) => {
      n++;
      return store.transaction(work);
    },
  };
  return { store: counted, transactions: () => n };
}

const verdict = (mac: string, at: number) => ({
  ...{ at, zoneId: ZONE, mac, gateway: "gw", accept: true, reason: null },
});

// what lets a burst of Access-Requests cost one SQLite commit (storage/groupCommit.ts)
describe("a group commit", () => {
  it("writes the jobs that arrive in one turn of the event loop in one transaction, each kept", async () => {
    const { store, transactions } = await countedStorage();
    try {
      const commits = groupCommit(store);
      // as datagrams read in one turn: each job queued from a callback of its own, microtasks between
      const burst: Promise<unknown>[] = [];
      for (let i = 0; i < 10; i++) {
        burst.push(recordVerdict(commits, verdict(`02:00:00:00:00:0${i}`, NOW + i)));
        await Promise.resolve();
      }
      await Promise.all(burst);
      expect(transactions()).toBe(1);
      for (let i = 0; i < 10; i++)
        expect((await lastVerdicts(store.db, ZONE, `02:00:00:00:00:0${i}`)).map((v) => v.at)).toEqual([
          NOW + i,
        ]);
      // a job alone later: a transaction of its own
      await recordVerdict(commits, verdict("02:00:00:00:00:0a", NOW + 10));
      expect(transactions()).toBe(2);
    } finally {
      await store.close();
    }
  });
});
