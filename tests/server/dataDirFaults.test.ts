import { readdirSync, rmSync, writeFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { scaled } from "../timeoutFactor.ts";
import { type ChildServer, startChildServer } from "./helpers/childServer.ts";
import { tempDir, ZONE } from "./helpers/testApp.ts";

// Tests run as root, where chmod stops no write: the server runs in a mount namespace of its own
// (unshare -m) on a real read-only bind mount, or on a small tmpfs the test fills through
// /proc/<pid>/root (the server's view of the file system). No other process sees either mount.
const readOnly = (dir: string) => `mount --bind ${dir} ${dir} && mount -o remount,ro,bind ${dir}`;
const smallDisk = (dir: string) => `mount -t tmpfs -o size=48m tmpfs ${dir}`;
const ENV = { WARM_BRAND_IMAGES: "0", CLIENT_LIMIT_SCALE: "1000", LOG_LEVEL: "info" };

const dirs: string[] = [];
const servers: ChildServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const dataDir = () => {
  const dir = tempDir("gangway-datadir-");
  dirs.push(dir);
  return dir;
};

async function start(dir: string, mountFirst?: string): Promise<ChildServer> {
  const server = await startChildServer(dir, ENV, 90_000, mountFirst);
  servers.push(server);
  return server;
}

const lines = (server: ChildServer, msg: RegExp) =>
  server
    .stderr()
    .split("\n")
    .filter((line) => msg.test(line));

// fills the server's DATA_DIR (its tmpfs) to the last byte, from outside its namespace
function fill(server: ChildServer, dir: string): string {
  const file = `/proc/${server.child.pid}/root${dir}/filler`;
  const chunk = Buffer.alloc(1 << 20);
  let written = Buffer.alloc(0);
  for (;;) {
    try {
      written = Buffer.concat([written, chunk]);
      writeFileSync(file, written);
    } catch (error) {
      expect((error as { code?: string }).code).toBe("ENOSPC");
      return file;
    }
  }
}

const event = (n: number) => ({ timestamp: 1, sessionId: `s${n}`, zoneId: ZONE, event: "pageview" });

describe("a DATA_DIR that cannot be written", () => {
  it(
    "a read-only DATA_DIR stops the start with one line and exit code 1, not a WAL checkpoint failed every second",
    async () => {
      const dir = dataDir();
      // a real database first, as a ship's disk that turned read-only between two starts
      const first = await start(dir);
      first.child.kill("SIGTERM");
      await first.exited;
      servers.length = 0;
      expect(readdirSync(dir)).toContain("gangway.db");

      const refused = await start(dir, readOnly(dir)).then(
        () => "started",
        (error: Error) => error.message,
      );
      expect(refused).toMatch(
        /exited before listening: gangway: DATA_DIR .* cannot be written \(EROFS, read-only file system\): .*mount it read-write/,
      );
      expect(
        refused
          .replace(/^.*exited before listening: /, "")
          .trim()
          .split("\n"),
      ).toHaveLength(1);
    },
    scaled(200_000),
  );

  it(
    "a disk that fills at run time: 503 with a reason (never a 500), /healthz unavailable, logged once; mended, healthy again",
    async () => {
      const dir = dataDir();
      const server = await start(dir, smallDisk(dir));
      const health = async () => {
        const res = await fetch(`${server.base}/healthz`);
        return { status: res.status, body: await res.json() };
      };
      expect(await health()).toMatchObject({ status: 200, body: { status: "ok" } });

      const filler = fill(server, dir);
      // the probe writes a byte in DATA_DIR and commits once: the balancer takes the server out
      const down = await health();
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({ status: "unavailable", database: true });
      expect(down.body.reason).toMatch(
        /^the database cannot be written: the disk is full \((ENOSPC|SQLITE_FULL)\)/,
      );

      // passengers' writes: SQLite may still fit a few into the WAL it has, then the disk is full
      const answers = new Set<number>();
      let refused: Response | undefined;
      for (let n = 0; n < 5000 && !refused; n++) {
        const res = await fetch(`${server.base}/api/v1/analytics/onboard`, {
          method: "PUT",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(event(n)),
        });
        answers.add(res.status);
        if (res.status === 503) refused = res;
        else await res.arrayBuffer();
      }
      expect([...answers].filter((status) => status !== 204 && status !== 503)).toEqual([]);
      expect(refused?.headers.get("retry-after")).toBe("30");
      expect(await refused?.json()).toEqual({
        statusCode: 503,
        error: "Service Unavailable",
        message: "the database cannot be written now (the disk is full): try again later",
        code: "STORAGE_UNAVAILABLE",
      });
      for (let n = 0; n < 5; n++) expect((await health()).status).toBe(503);
      // the WAL checkpointer ticks every second meanwhile: one line for the whole episode
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(lines(server, /database cannot be written/)).toHaveLength(1);
      expect(lines(server, /WAL checkpoint failed|request failed/)).toEqual([]);

      rmSync(filler);
      // a hang guard: the next probe finds the disk writable again
      const deadline = Date.now() + scaled(30_000);
      while ((await health()).status !== 200) expect(Date.now()).toBeLessThan(deadline);
      expect((await health()).body).toMatchObject({ status: "ok" });
      await server.logged(/database writable again/);
    },
    scaled(200_000),
  );
});
