import { rmSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PendingVerdicts, VERDICTS_WAITING_MAX } from "../../server/access/PendingVerdicts.ts";
import type { Verdict } from "../../server/access/verdict.ts";
import { openStorage } from "../../server/storage/open/openStorage.ts";
import { groupCommit } from "../../server/storage/groupCommit.ts";
import type { Storage } from "../../server/storage/Storage.ts";
import { tempDir } from "./helpers/testApp.ts";

const ZONE = "z-pending-verdicts";
const dirs: string[] = [];
const stores: Storage[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const s of stores.splice(0)) await s.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function storage(): Promise<Storage> {
  const dir = tempDir();
  dirs.push(dir);
  const store = openStorage(dir);
  stores.push(store);
  await store.migrate();
  return store;
}

const verdict = (mac: string, accept: boolean, at = 1): Verdict => ({
  ...{ at, zoneId: ZONE, mac, gateway: "gw", accept, reason: accept ? null : "no-session" },
});
const rows = (store: Storage) =>
  store.db.selectFrom("radius_verdicts").select(["mac", "accept"]).orderBy("verdict_id").execute();

// issue 44: the one process's Access-Request verdicts, written after their answers (PendingVerdicts.ts)
describe("the verdicts on their way to the database", () => {
  it("writes an Accept's soon after its answer, and a Reject's before its answer, the earlier ones first", async () => {
    const store = await storage();
    const pending = new PendingVerdicts(groupCommit(store), (error) => {
      throw error;
    });
    await pending.add(verdict("02:00:00:00:0d:01", true), false);
    // the Accept is answered before its verdict is written
    expect(await rows(store)).toEqual([]);
    await expect.poll(() => rows(store)).toEqual([{ mac: "02:00:00:00:0d:01", accept: 1 }]);
    await pending.add(verdict("02:00:00:00:0d:02", true), false);
    await pending.add(verdict("02:00:00:00:0d:02", false), true);
    // the Reject waited for its commit, which took the Accept before it along, in order
    expect(await rows(store)).toEqual([
      { mac: "02:00:00:00:0d:01", accept: 1 },
      { mac: "02:00:00:00:0d:02", accept: 1 },
      { mac: "02:00:00:00:0d:02", accept: 0 },
    ]);
  });

  it("writes the Rejects of one turn in one transaction, and no more waiting than its bound", async () => {
    const base = await storage();
    let transactions = 0;
    const store: Storage = {
      ...base,
      transaction: (work) => {
        transactions++;
        return base.transaction(work);
      },
    };
    const commits = groupCommit(store);
    const pending = new PendingVerdicts(commits, (error) => {
      throw error;
    });
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => pending.add(verdict(`02:00:00:00:0e:${i}`, false), true)),
    );
    expect(transactions).toBe(1);
    expect(await rows(store)).toHaveLength(20);
    // no timer fires now: the bound alone sends the Accepts on their way
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    for (let i = 0; i < VERDICTS_WAITING_MAX - 1; i++)
      await pending.add(verdict("02:00:00:00:0e:ff", true), false);
    // a job queued after them has run: they are still waiting for their timer
    await commits.run("after", async () => {});
    expect(await rows(store)).toHaveLength(20);
    await pending.add(verdict("02:00:00:00:0e:ff", true), false);
    await commits.run("after", async () => {});
    expect(await rows(store)).toHaveLength(20 + VERDICTS_WAITING_MAX);
    // a server that closes writes what still waits, its timer or not
    await pending.add(verdict("02:00:00:00:0e:fe", true), false);
    await pending.settle();
    expect(await rows(store)).toHaveLength(20 + VERDICTS_WAITING_MAX + 1);
  });

  it("lets go of the verdicts a failed transaction could not write, so that none pile up", async () => {
    const base = await storage();
    let full = true;
    const store: Storage = {
      ...base,
      transaction: (work) =>
        full ? Promise.reject(new Error("database or disk is full")) : base.transaction(work),
    };
    const failures: unknown[] = [];
    const pending = new PendingVerdicts(groupCommit(store), (error) => failures.push(error));
    await pending.add(verdict("02:00:00:00:0f:01", true), false);
    await expect(pending.add(verdict("02:00:00:00:0f:02", false), true)).rejects.toThrow("disk is full");
    full = false;
    await pending.add(verdict("02:00:00:00:0f:03", false), true);
    expect(await rows(store)).toEqual([{ mac: "02:00:00:00:0f:03", accept: 0 }]);
    // the Accept went with the failed Reject's transaction: its timer finds nothing more to write
    await pending.settle();
    expect(failures).toEqual([]);
  });
});
