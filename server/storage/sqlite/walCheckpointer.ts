import { Worker } from "node:worker_threads";
import type { Database } from "better-sqlite3";
import type { UpkeepReport } from "../Storage.ts";

// the main connection checkpoints by itself only if the worker falls this far behind (~40 MB)
const FALLBACK_AUTOCHECKPOINT_PAGES = 10_000;

export interface WalCheckpointer {
  stop(): Promise<void>;
}

// what the worker tells: a checkpoint failed (once per kind of failure), or worked again after one
export type CheckpointReport = UpkeepReport;

// SQLite checkpoints the WAL inside the commit that crosses 1000 pages: tens to hundreds of ms
// of writes and fsyncs on the event loop, felt by every request in flight. A worker thread does
// it on its own connection instead, every intervalMs.
export function startWalCheckpointer(
  db: Database,
  intervalMs: number,
  report: CheckpointReport,
): WalCheckpointer {
  db.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
  const worker = new Worker(new URL("./checkpointWorker.ts", import.meta.url), {
    workerData: { file: db.name, intervalMs },
  });
  worker.on("message", (message: { error?: string; code?: string; ok?: true }) => {
    if (message.ok) report.succeeded();
    else if (message.error) report.failed(Object.assign(new Error(message.error), { code: message.code }));
  });
  worker.on("error", (err) => report.failed(err));
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
  return {
    stop: async () => {
      worker.postMessage("stop");
      await exited;
    },
  };
}
