import { connect } from "node:net";
import { join } from "node:path";
import { rmSync } from "node:fs";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { startChildServer, type ChildServer } from "./helpers/childServer.ts";
import { fromAddress } from "./helpers/fromAddress.ts";
import { deviceCookie } from "./helpers/secrets.ts";
import { tempDir, ZONE } from "./helpers/testApp.ts";
import { scaled } from "../timeoutFactor.ts";

const headers = { "content-type": "application/json", "x-zone-public-id": ZONE };
const macOf = (n: number) =>
  `0b:00:00:00:${((n >> 8) & 0xff).toString(16).padStart(2, "0")}:${(n & 0xff).toString(16).padStart(2, "0")}`;

interface Granted {
  mac: string;
  voucher?: string;
  online: boolean;
}

// each device from its own loopback address, as aboard: one address may start only a few trials
const addressOf = (n: number) => `127.0.${1 + (n >> 7)}.${2 + (n & 127)}`;

// one device: activate (a voucher for the first few, else the trial), then the access controller
async function activate(port: number, n: number, granted: Granted[]): Promise<void> {
  const mac = macOf(n);
  const voucher = n < 9 ? `TEST000${n + 1}` : undefined;
  const device = fromAddress(port, addressOf(n));
  try {
    const zone = { "x-zone-public-id": ZONE };
    const res = voucher
      ? await device.send("POST", "/api/v1/voucher/auth", { mac, voucher, termsAccepted: true }, zone)
      : await device.send("POST", `/api/v1/open/1/auth/${mac}`, { termsAccepted: true }, zone);
    if (res.status !== 200) throw new Error(`activation of ${mac}: ${res.status}`);
    const record: Granted = { mac, online: false, ...(voucher ? { voucher } : {}) };
    granted.push(record);
    const auth = await device.send("GET", `/auth?mac=${mac}&zoneId=${ZONE}&captiveStep=3&retryCount=0`);
    if (auth.status === 302 && String(auth.headers.location).startsWith("/status")) record.online = true;
  } finally {
    device.close();
  }
}

describe("durability of the real server process", () => {
  const dirs: string[] = [];
  const servers: ChildServer[] = [];
  afterEach(() => {
    for (const s of servers.splice(0)) if (s.child.exitCode === null) s.child.kill("SIGKILL");
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  const start = async (dataDir: string, env: Record<string, string> = {}) => {
    const server = await startChildServer(dataDir, env);
    servers.push(server);
    return server;
  };

  it(
    "keeps every answered activation through a kill -9 in the middle of a stream",
    async () => {
      const dataDir = tempDir();
      dirs.push(dataDir);
      const first = await start(dataDir);
      const granted: Granted[] = [];
      let next = 0;
      let killedAt = 0;
      const deadline = Date.now() + scaled(30_000);
      // 8 devices at a time until the kill; each loop is bounded by count and time
      const worker = async () => {
        while (next < 3000 && Date.now() < deadline) {
          const n = next++;
          if (granted.length >= 150 && !killedAt) {
            killedAt = granted.length;
            first.child.kill("SIGKILL");
          }
          try {
            await activate(first.port, n, granted);
          } catch {
            if (killedAt) return;
            throw new Error(`device ${n} failed before the kill: ${first.stderr()}`);
          }
        }
      };
      await Promise.all(Array.from({ length: 8 }, worker));
      expect(killedAt).toBeGreaterThanOrEqual(150);
      expect((await first.exited).signal).toBe("SIGKILL");

      // the database opens clean (WAL recovery) and is not corrupt
      const db = new Database(join(dataDir, "gangway.db"));
      expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
      const attempts = db.prepare("SELECT COUNT(*) AS n FROM voucher_attempts").get() as { n: number };
      db.close();
      expect(attempts.n).toBe(granted.filter((g) => g.voucher).length);

      const second = await start(dataDir);
      for (const g of granted) {
        // read as the device's own browser: a voucher code is shown to nobody else
        const res = await fetch(`${second.base}/api/v1/session/${g.mac}`, {
          headers: { "x-zone-public-id": ZONE, cookie: deviceCookie(dataDir, ZONE, g.mac) },
        });
        expect(res.status, g.mac).toBe(200);
        const session = await res.json();
        expect(session.isBackendAuthed, g.mac).toBe(true);
        if (g.online) expect(session.isAccessControllerAuthed, g.mac).toBe(true);
        if (g.voucher) expect(session.authVoucherCode).toBe(g.voucher);
        else expect(session.authOpenKeyword).toBe("trial");
      }
      // a voucher kept its one device: another device still gets the device-limit answer
      const again = await fetch(`${second.base}/api/v1/voucher/auth`, {
        method: "POST",
        headers,
        body: JSON.stringify({ mac: "0b:ff:00:00:00:01", voucher: "TEST0001", termsAccepted: true }),
      });
      expect(again.status).toBe(300);
      second.child.kill("SIGTERM");
      expect((await second.exited).code).toBe(0);
    },
    scaled(60_000),
  );

  it(
    "answers the request in flight on SIGTERM, then exits 0 with its work saved",
    async () => {
      const dataDir = tempDir();
      dirs.push(dataDir);
      // its log says when the request has begun (at debug) and when the signal has arrived
      const server = await start(dataDir, { LOG_LEVEL: "debug" });
      const mac = "0b:ee:00:00:00:01";
      const body = JSON.stringify({ mac, voucher: "DEMO1234", termsAccepted: true });
      const socket = connect(server.port, "127.0.0.1");
      let response = "";
      socket.on("data", (chunk) => (response += chunk));
      const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
      await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
      // the headers and half the body: the request has begun when the signal comes
      socket.write(
        `POST /api/v1/voucher/auth HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n` +
          `Content-Type: application/json\r\nX-Zone-Public-Id: ${ZONE}\r\nContent-Length: ${body.length}\r\n\r\n` +
          body.slice(0, 10),
      );
      await server.logged(/"url":"\/api\/v1\/voucher\/auth".*"msg":"incoming request"/);
      server.child.kill("SIGTERM");
      await server.logged(/"signal":"SIGTERM".*"msg":"shutting down"/);
      // shutting down, and still waiting for the request's body
      expect(server.child.exitCode).toBeNull();
      socket.end(body.slice(10));
      await closed;
      expect(response).toMatch(/^HTTP\/1\.1 200 /);
      expect(await server.exited).toEqual({ code: 0, signal: null });

      const again = await start(dataDir);
      const res = await fetch(`${again.base}/api/v1/session/${mac}`, {
        headers: { "x-zone-public-id": ZONE, cookie: deviceCookie(dataDir, ZONE, mac) },
      });
      expect((await res.json()).authVoucherCode).toBe("DEMO1234");
      again.child.kill("SIGTERM");
      expect(await again.exited, again.stderr()).toEqual({ code: 0, signal: null });
    },
    scaled(30_000),
  );
});
