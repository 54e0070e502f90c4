import type { Storage, Tx } from "./Storage.ts";

type Job = {
  key: string;
  work: (tx: Tx) => Promise<unknown>;
  done: (r: unknown) => void;
  fail: (e: unknown) => void;
};

// a batch's bound: a burst is answered in turns of this many, not held for one long transaction
const MAX_BATCH = 64;

/**
 * Group commit for a use case that runs often and briefly (a gateway's accounting): the work that
 * arrives while a transaction commits runs together in the next one, each job as it would alone,
 * so one commit (on SQLite, most of a small write's cost) serves many and the database's lock is
 * held for less per job. Alone, a job runs after the current turn of the event loop. Jobs of one batch take their locks in the
 * order of their keys (deviceLock), so two servers' batches do not deadlock on each other; jobs
 * with the same key keep their order. When a batch fails, each of its jobs runs again alone, so
 * one job's error is its own.
 */
export function groupCommit(store: Storage) {
  const queue: Job[] = [];
  let running = false;

  async function drain(): Promise<void> {
    running = true;
    while (queue.length > 0) {
      const batch = queue.splice(0, MAX_BATCH).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      try {
        const results = await store.transaction(async (tx) => {
          const out: unknown[] = [];
          for (const job of batch) out.push(await job.work(tx));
          return out;
        });
        for (const [i, job] of batch.entries()) job.done(results[i]);
      } catch {
        for (const job of batch) await store.transaction(job.work).then(job.done, job.fail);
      }
    }
    running = false;
  }

  return {
    /** `work` in a transaction shared with the jobs queued beside it; `key` orders the batch. */
    run<T>(key: string, work: (tx: Tx) => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ key, work, done: resolve as (r: unknown) => void, fail: reject });
        // the first job waits for the rest of this turn's datagrams (libuv reads a burst in one
        // turn, each its own callback): on SQLite, whose statements now run at once, a batch
        // started at the first would hold that one alone, and a commit each costs a WAL write
        if (!running) {
          running = true;
          setImmediate(() => void drain());
        }
      });
    },
  };
}

export type GroupCommit = ReturnType<typeof groupCommit>;
