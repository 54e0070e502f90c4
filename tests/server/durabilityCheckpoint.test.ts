import { statSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "./helpers/testApp.ts";

const walSize = (t: TestApp) => statSync(join(t.dataDir, "gangway.db-wal")).size;

// the WAL is checkpointed by a worker thread, so that its fsyncs never stall a request
describe("WAL checkpoints off the event loop", () => {
  let t: TestApp;
  afterEach(() => t.close());

  const activations = async (from: number, count: number) => {
    for (let i = from; i < from + count; i++) {
      const mac = `0a:aa:00:00:${(i >> 8).toString(16).padStart(2, "0")}:${(i & 0xff).toString(16).padStart(2, "0")}`;
      expect((await t.api("POST", `/api/v1/open/1/auth/${mac}`)).statusCode).toBe(200);
    }
  };

  it("lets the WAL be reused instead of growing, every write kept", async () => {
    t = await startApp({ walCheckpointIntervalMs: 20 });
    await activations(0, 60);
    const first = walSize(t);
    await new Promise((r) => setTimeout(r, 300));
    await activations(60, 60);
    // checkpointed meanwhile: the second batch rewrote the WAL from its start
    expect(walSize(t)).toBeLessThan(first * 1.5);
    const db = new Database(join(t.dataDir, "gangway.db"), { readonly: true });
    expect(db.prepare("SELECT COUNT(*) AS n FROM sessions WHERE mac LIKE '0a:aa:%'").get()).toEqual({
      n: 120,
    });
    db.close();
  });

  // 120 activations stay under SQLite's own checkpoint at 1000 pages
  it("without the worker the WAL keeps growing until SQLite's own checkpoint", async () => {
    t = await startApp();
    await activations(0, 60);
    const first = walSize(t);
    await new Promise((r) => setTimeout(r, 300));
    await activations(60, 60);
    expect(walSize(t)).toBeGreaterThan(first * 1.5);
  });
});
