// runs in a worker thread (SnapshotThread.ts): lints and resolves the manifests folder for a reload,
// so that the lint's CPU never stalls the server's requests
import { parentPort } from "node:worker_threads";
import type { SnapshotRequest } from "./SnapshotThread.ts";
import { snapshotAnswer } from "./snapshotAnswer.ts";

parentPort?.on("message", ({ id, dir, knownPrint, keepDir, gate }: SnapshotRequest & { id: number }) => {
  let answer: ReturnType<typeof snapshotAnswer>;
  try {
    answer = snapshotAnswer(dir, knownPrint, keepDir);
  } catch (error) {
    // a bug in the lint fails this load, as it failed a load on the main thread, and not the next one
    parentPort?.postMessage({ id, error: (error as Error).stack ?? String(error) });
    return;
  }
  // a test holds the reload here, linted but not yet answered (the zones plugin's reloadGate)
  if (gate) {
    Atomics.store(gate, 1, 1);
    Atomics.notify(gate, 1);
    Atomics.wait(gate, 0, 0);
  }
  parentPort?.postMessage({ id, answer });
});
