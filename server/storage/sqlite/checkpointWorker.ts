// runs in a worker thread: checkpoints the WAL on its own connection, so the fsyncs of a
// checkpoint never stall the server's event loop (see walCheckpointer.ts)
import { parentPort, workerData } from "node:worker_threads";
import Database from "better-sqlite3";

const { file, intervalMs } = workerData as { file: string; intervalMs: number };
const db = new Database(file);
db.pragma("busy_timeout = 1000");

// a full or read-only disk fails every checkpoint: the first failure is told, then its end, not each second
let failing: string | undefined;
const timer = setInterval(() => {
  try {
    // PASSIVE: copies what it can without waiting for readers or writers
    db.pragma("wal_checkpoint(PASSIVE)");
    if (failing !== undefined) parentPort?.postMessage({ ok: true });
    failing = undefined;
  } catch (err) {
    const error = String(err);
    if (error !== failing) parentPort?.postMessage({ error, code: (err as { code?: string }).code });
    failing = error;
  }
}, intervalMs);

parentPort?.on("message", (message) => {
  if (message !== "stop") return;
  clearInterval(timer);
  db.close();
  parentPort?.close();
});
