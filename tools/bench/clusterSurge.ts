// The boarding surge (surge.ts) against one SQLite server, one PostgreSQL server and three
// PostgreSQL servers behind a round-robin balancer, in one run. Every configuration is measured
// through the balancer (its own process), so the extra hop is the same for all three.
// Alone: node tools/bench/clusterSurge.ts [devices] [concurrency]
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { createDatabase, startThrowawayPostgres } from "../pg/throwawayPostgres.ts";
import { type BenchServer, spawnServer } from "./spawnServer.ts";
import { runSurge, SURGE_SERVER_ENV, type SurgeResult } from "./surge.ts";

export interface ClusterRow {
  setup: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  completedDevices: number;
  devices: number;
  totalSeconds: number;
  machineCpuPressurePercent: number | null;
  firstError: string;
}

// one SERVER_SECRET for all: a device cookie signed by one server is checked by another
const SERVER_ENV = {
  LOG_LEVEL: "warn",
  DATABASE_POOL_SIZE: "10",
  SERVER_SECRET: randomBytes(32).toString("hex"),
  // every device comes through the balancer from 127.0.0.1 (surge.ts)
  ...SURGE_SERVER_ENV,
};

async function surgeThrough(
  servers: BenchServer[],
  devices: number,
  concurrency: number,
): Promise<SurgeResult> {
  const upstreams = servers.map((s) => s.base).join(",");
  const proxy = await spawnServer("tools/bench/proxyMain.ts", { UPSTREAMS: upstreams }, 90_000);
  try {
    return await runSurge({ devices, concurrency, base: proxy.base });
  } finally {
    await proxy.stop();
    await Promise.all(servers.map((s) => s.stop()));
  }
}

export async function runClusterSurge(devices = 2000, concurrency = 50): Promise<ClusterRow[]> {
  const pg = await startThrowawayPostgres({ durable: true });
  const rows: ClusterRow[] = [];
  const row = (setup: string, r: SurgeResult) =>
    rows.push({
      setup,
      requestsPerSecond: r.requestsPerSecond,
      p50Ms: r.p50Ms,
      p99Ms: r.p99Ms,
      errors: r.errors,
      completedDevices: r.completedDevices,
      devices: r.devices,
      totalSeconds: r.totalSeconds,
      machineCpuPressurePercent: r.machineCpuPressurePercent,
      firstError: r.firstErrors[0] ?? "",
    });
  try {
    row(
      "1 × SQLite",
      await surgeThrough([await spawnServer("server/main.ts", SERVER_ENV, 90_000)], devices, concurrency),
    );
    const one = { ...SERVER_ENV, DATABASE_URL: await createDatabase(pg.url, "bench_one") };
    row(
      "1 × PostgreSQL",
      await surgeThrough([await spawnServer("server/main.ts", one, 90_000)], devices, concurrency),
    );
    const three = { ...SERVER_ENV, DATABASE_URL: await createDatabase(pg.url, "bench_three") };
    const servers = await Promise.all([0, 1, 2].map(() => spawnServer("server/main.ts", three, 90_000)));
    row("3 × PostgreSQL", await surgeThrough(servers, devices, concurrency));
  } finally {
    pg.stop();
  }
  return rows;
}

export function printClusterSurge(rows: ClusterRow[]): void {
  const first = rows[0];
  console.log(
    `\nboarding surge by storage: ${first?.devices} devices, 6 calls each, through a round-robin balancer, loopback`,
  );
  console.table(rows);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  printClusterSurge(await runClusterSurge(Number(process.argv[2] ?? 2000), Number(process.argv[3] ?? 50)));
}
