import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChildServer, startChildServer } from "./helpers/childServer.ts";
import { boardWithTrial, boardWithVoucher, call, type Passenger } from "./helpers/passenger.ts";
import { freshDatabase } from "./helpers/postgres.ts";
import { type RoundRobinProxy, startRoundRobinProxy } from "../../tools/bench/roundRobinProxy.ts";
import { tempDir } from "./helpers/testApp.ts";
import { scaled } from "../timeoutFactor.ts";

const ZONE = "gn-premium-demo";
const DEVICES = 60;
const IN_FLIGHT = 12;
const macOf = (n: number) =>
  `0a:10:00:00:${(n >> 8).toString(16).padStart(2, "0")}:${(n & 0xff).toString(16).padStart(2, "0")}`;

async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 100));
}

const health = (s: ChildServer) =>
  fetch(`${s.base}/healthz`).then(
    (r) => r.json() as Promise<{ leader: boolean }>,
    () => undefined,
  );

// three servers on one PostgreSQL behind a round-robin balancer; a boarding surge; the leader
// killed with SIGKILL half-way through
describe("a cluster of three servers on PostgreSQL", () => {
  let servers: ChildServer[] = [];
  const dataDirs = [0, 1, 2].map(() => tempDir());
  let proxy: RoundRobinProxy;
  let p: Passenger;
  beforeAll(async () => {
    const env = {
      DATABASE_URL: await freshDatabase("cluster"),
      TEST_MODE: "1",
      DATABASE_POOL_SIZE: "8",
      TRUST_PROXY: "127.0.0.1",
      // one key for the device cookies every server must accept (a per-server secret would not)
      SERVER_SECRET: randomBytes(32).toString("hex"),
    };
    // all three at once: migrations, zones and demo data are written once, whoever comes first
    servers = await Promise.all(dataDirs.map((dir) => startChildServer(dir, env, 120_000)));
    proxy = await startRoundRobinProxy(servers.map((s) => s.base));
    p = { base: proxy.base, zone: ZONE, retries: { count: 0 } };
  }, scaled(150_000));
  afterAll(async () => {
    await proxy?.close();
    for (const s of servers) s.child.kill("SIGKILL");
    await Promise.all(servers.map((s) => s.exited));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it(
    "boards every device through trial and voucher while the leader dies, then hands its jobs over",
    async () => {
      await until(async () => (await Promise.all(servers.map(health))).filter((h) => h?.leader).length === 1);
      const leader = servers[
        (await Promise.all(servers.map(health))).findIndex((h) => h?.leader)
      ] as ChildServer;
      const codes: string[] = [];
      for (let i = 0; i < DEVICES / 2; i++) {
        const res = await call(p, "POST", "/api/test/voucher", { zoneId: ZONE });
        codes.push((await res.json()).code);
      }

      let started = 0;
      let done = 0;
      const failures: string[] = [];
      let killed = false;
      const phones: Passenger[] = [];
      const device = async () => {
        for (let n = started++; n < DEVICES; n = started++) {
          const mac = macOf(n);
          // a phone of its own: its address and its browser's cookies
          const passenger = { ...p, address: `127.0.0.${2 + n}`, cookies: new Map<string, string>() };
          phones[n] = passenger;
          await (n % 2
            ? boardWithVoucher(passenger, mac, codes[n >> 1] as string)
            : boardWithTrial(passenger, mac)
          ).catch((err: Error) => failures.push(`${mac}: ${err.message}`));
          done++;
          if (done === DEVICES / 2 && !killed) {
            killed = true;
            leader.child.kill("SIGKILL");
          }
        }
      };
      await Promise.all(Array.from({ length: IN_FLIGHT }, device));
      expect(killed).toBe(true);
      expect(failures).toEqual([]);
      expect((await leader.exited).signal).toBe("SIGKILL");

      // nothing lost: every device is online, whichever server its browser asks
      for (let n = 0; n < DEVICES; n++) {
        const res = await call(phones[n] as Passenger, "GET", `/api/v1/session/${macOf(n)}`);
        expect(res.status, macOf(n)).toBe(200);
        expect((await res.json()).isBackendAuthed, macOf(n)).toBe(true);
      }
      // the jobs moved to exactly one of the two survivors
      const survivors = servers.filter((s) => s !== leader);
      await until(
        async () => (await Promise.all(survivors.map(health))).filter((h) => h?.leader).length === 1,
      );
      expect(proxy.healthy()).toHaveLength(2);
      // a retry is the most a passenger saw: at most one per device in flight when the leader died
      console.log(
        `cluster: ${DEVICES} devices boarded, ${p.retries.count} request(s) retried after the kill`,
      );
      expect(p.retries.count).toBeLessThanOrEqual(IN_FLIGHT);
    },
    scaled(120_000),
  );

  it("limits a device's voucher attempts across servers: the 11th in ten minutes is refused", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      // one device, so one address: the per-device limit is what refuses it
      const res = await call({ ...p, address: "127.0.0.200" }, "POST", "/api/v1/voucher/auth", {
        mac: "0a:20:00:00:00:01",
        voucher: `WRONG${i}`,
        termsAccepted: true,
      });
      statuses.push(res.status);
    }
    // round robin spreads them over both servers: with counters per process neither would refuse
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
