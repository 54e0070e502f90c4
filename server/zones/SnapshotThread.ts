import { Worker } from "node:worker_threads";
import type { SnapshotAnswer } from "./snapshotAnswer.ts";

export interface SnapshotRequest {
  /** the manifests folder, an absolute path */
  dir: string;
  /** the fingerprint of the version the server has: the same files are not linted again */
  knownPrint?: string;
  /** the last good fleet (snapshotAnswer.ts): kept there, and served from there in part when needed */
  keepDir?: string;
  /** tests: once linted, the worker sets gate[1] and waits until gate[0] is set */
  gate?: Int32Array;
}

type Reply = { id: number; answer: SnapshotAnswer } | { id: number; error: string };

// a Buffer reaches this thread as a plain Uint8Array; the routes send Buffers (a view, no copy)
function revived(answer: SnapshotAnswer): SnapshotAnswer {
  if (answer.kind === "loaded" || answer.kind === "partial")
    for (const file of answer.snapshot.assets.values())
      file.body = Buffer.from(file.body.buffer, file.body.byteOffset, file.body.byteLength);
  return answer;
}

/**
 * The lint and the reading of the manifests folder for a running server, in a worker thread: the
 * lint takes a second or two of CPU on a busy machine, all of it on the event loop before, and the
 * requests meanwhile waited. One worker per server, started at its first reload and kept: a warm
 * lint (its schema compiled once) takes a tenth of a cold one, which a MANIFESTS_WATCH save repeats.
 * It holds the process open only while a load is under way.
 */
export class SnapshotThread {
  #worker: Worker | undefined;
  readonly #pending = new Map<number, { done: (a: SnapshotAnswer) => void; fail: (e: Error) => void }>();
  #lastId = 0;

  /** What the folder holds now, linted in the worker (snapshotAnswer.ts). */
  load(request: SnapshotRequest): Promise<SnapshotAnswer> {
    const worker = this.#worker ?? this.#start();
    const id = ++this.#lastId;
    worker.ref();
    return new Promise((done, fail) => {
      this.#pending.set(id, { done, fail });
      worker.postMessage({ id, ...request });
    });
  }

  /** Stops the worker; a load still under way fails. */
  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    await worker?.terminate();
  }

  #start(): Worker {
    const worker = new Worker(new URL("./zoneSnapshotWorker.ts", import.meta.url));
    this.#worker = worker;
    const settle = (id: number) => {
      const waiter = this.#pending.get(id);
      this.#pending.delete(id);
      if (this.#pending.size === 0) worker.unref();
      return waiter;
    };
    worker.on("message", (reply: Reply) => {
      const waiter = settle(reply.id);
      if ("error" in reply) waiter?.fail(new Error(reply.error));
      else waiter?.done(revived(reply.answer));
    });
    // the worker is gone (a crash, or close): what it was doing fails, the next load starts another
    const gone = (error: Error) => {
      if (this.#worker === worker) this.#worker = undefined;
      for (const id of [...this.#pending.keys()]) settle(id)?.fail(error);
    };
    worker.on("error", gone);
    worker.on("exit", (code) => gone(new Error(`the manifests worker stopped (exit code ${code})`)));
    return worker;
  }
}
