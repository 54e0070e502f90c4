import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { startApp, type TestApp, ZONE } from "./helpers/testApp.ts";
import { scaled } from "../timeoutFactor.ts";

const walSize = (t: TestApp) => statSync(join(t.dataDir, "gangway.db-wal")).size;

// SQLite's WAL index (-shm, native byte order) holds the frames written (mxFrame, byte 16) and how
// many of them a checkpoint has copied back (nBackfill, byte 96): equal once a checkpoint has run
function checkpointed(t: TestApp): boolean {
  const shm = readFileSync(join(t.dataDir, "gangway.db-shm"));
  const written = shm.readUInt32LE(16);
  return written > 0 && shm.readUInt32LE(96) === written;
}

// the WAL is checkpointed by a worker thread, so that its fsyncs never stall a request
describe("WAL checkpoints off the event loop", () => {
  let t: TestApp;
  afterEach(() => t.close());

  // each device from its own address, as aboard (one address may start only a few)
  const activations = async (from: number, count: number) => {
    for (let i = from; i < from + count; i++) {
      const [hi, lo] = [(i >> 8).toString(16).padStart(2, "0"), (i & 0xff).toString(16).padStart(2, "0")];
      const res = await t.app.inject({
        method: "POST",
        url: `/api/v1/open/1/auth/0a:aa:00:00:${hi}:${lo}`,
        payload: { termsAccepted: true },
        remoteAddress: `10.0.${i >> 8}.${i & 0xff}`,
        headers: { "x-zone-public-id": ZONE },
      });
      expect(res.statusCode).toBe(200);
    }
  };

  it("lets the WAL be reused instead of growing, every write kept", async () => {
    t = await startApp({ storage: { walCheckpointIntervalMs: 20 } });
    await activations(0, 60);
    const first = walSize(t);
    await expect.poll(() => checkpointed(t), { timeout: scaled(5000), interval: 20 }).toBe(true);
    // the worker checkpoints every 20 ms, but on a loaded machine it may not run for a while, and the
    // writes pile up meanwhile: each tenth of the second batch waits for the worker's checkpoint, so that
    // the WAL is rewritten from its start instead of growing past the first batch's size
    for (let from = 60; from < 120; from += 10) {
      await activations(from, 10);
      await expect.poll(() => checkpointed(t), { timeout: scaled(5000), interval: 20 }).toBe(true);
    }
    expect(walSize(t)).toBeLessThan(first * 1.5);
    const db = new Database(join(t.dataDir, "gangway.db"), { readonly: true });
    expect(db.prepare("SELECT COUNT(*) AS n FROM sessions WHERE mac LIKE '0a:aa:%'").get()).toEqual({
      n: 120,
    });
    db.close();
  });

  // the start's writes and 50 activations (about 15 pages each: the limits' counters, the grant, the
  // session and the browser it is bound to) stay under SQLite's own checkpoint at 1000 pages;
  // without demo data, so that its devices' accounting adds nothing to the start's
  it("without the worker the WAL keeps growing until SQLite's own checkpoint", async () => {
    t = await startApp({ demo: { dataPath: undefined } });
    await activations(0, 25);
    const first = walSize(t);
    // time in which a worker, were there one, would have checkpointed (an absence has no event)
    await new Promise((r) => setTimeout(r, 300));
    expect(checkpointed(t)).toBe(false);
    await activations(25, 25);
    expect(walSize(t)).toBeGreaterThan(first * 1.5);
  });
});
