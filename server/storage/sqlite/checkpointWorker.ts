// runs in a worker thread: checkpoints the WAL on its own connection, so the fsyncs of a
// checkpoint never stall the server's event loop (see walCheckpointer.ts)
import { parentPort, workerData } from "node:worker_threads";
import Database from "better-sqlite3";

const { file, intervalMs } = workerData as { file: string; intervalMs: number };
const db = new Database(file);
db.pragma("busy_timeout = 1000");

const timer = setInterval(() => {
  try {
    // PASSIVE: copies what it can without waiting for readers or writers
    db.pragma("wal_checkpoint(PASSIVE)");
  } catch (err) {
    parentPort?.postMessage({ error: String(err) });
  }
}, intervalMs);

parentPort?.on("message", (message) => {
  if (message !== "stop") return;
  clearInterval(timer);
  db.close();
  parentPort?.close();
});
