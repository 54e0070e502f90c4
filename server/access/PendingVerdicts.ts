import type { GroupCommit } from "../storage/groupCommit.ts";
import type { Verdict } from "./verdict.ts";
import { writeVerdicts } from "./writeVerdicts.ts";

// an Accept's verdict waits at most this long, or until this many are waiting, for one commit
// shared by all (as the RADIUS worker's do, radiusWorker.ts)
export const VERDICT_WAIT_MS = 10;
export const VERDICTS_WAITING_MAX = 256;

/**
 * The verdicts of one process's Access-Requests on their way to the database, in the order they
 * were given. An Accept's is written within VERDICT_WAIT_MS, with the others then waiting, in one
 * job of the group commit: each written with its answer cost a commit per turn of the event loop
 * (on SQLite its WAL pages; with no verdict at all an answer cost 42 µs of CPU against 49). A
 * Reject's is written at once, those before it with it, and its answer waits for the commit, so a
 * flood of invented MACs is answered at the one writer's pace. What a crash can lose: the Accepts' verdicts of its last 10 ms — a
 * verdict is the desk's audit line, never the grant (the session row decides every answer).
 */
export class PendingVerdicts {
  readonly #commits: GroupCommit;
  readonly #failed: (error: unknown) => void;
  // not yet taken by a flush
  #waiting: Verdict[] = [];
  // the flush queued in the group commit that will take them, if any, and the last one queued
  #flush: Promise<void> | undefined;
  #last: Promise<void> = Promise.resolve();
  #timer: NodeJS.Timeout | undefined;

  constructor(commits: GroupCommit, failed: (error: unknown) => void) {
    this.#commits = commits;
    this.#failed = failed;
  }

  /** Notes a verdict; the promise settles once it is committed if `now`, else at once. */
  add(verdict: Verdict, now: boolean): Promise<void> {
    this.#waiting.push(verdict);
    if (now) return this.#queue();
    if (this.#waiting.length >= VERDICTS_WAITING_MAX) this.#later();
    else this.#timer ??= setTimeout(() => this.#later(), VERDICT_WAIT_MS);
    return Promise.resolve();
  }

  /** Writes every verdict noted so far (a server that closes): settles after the last flush. */
  settle(): Promise<void> {
    return this.#waiting.length ? this.#queue() : this.#last;
  }

  #later(): void {
    this.#queue().catch(this.#failed);
  }

  // one flush queued at a time: verdicts noted before it starts go with it
  #queue(): Promise<void> {
    if (this.#flush) return this.#flush;
    let taken: Verdict[] | undefined;
    const flush: Promise<void> = this.#commits
      .run("verdict|", async (tx) => {
        // taken once, when the job first runs (a failed batch runs each of its jobs again)
        taken ??= this.#take(flush);
        await writeVerdicts(tx, taken);
      })
      .catch((error: unknown) => {
        // lost, as a verdict is whose transaction fails (a full disk); none left to pile up
        taken ??= this.#take(flush);
        throw error;
      });
    this.#flush = flush;
    this.#last = flush;
    return flush;
  }

  #take(flush: Promise<void>): Verdict[] {
    const taken = this.#waiting;
    this.#waiting = [];
    if (this.#flush === flush) this.#flush = undefined;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    return taken;
  }
}
