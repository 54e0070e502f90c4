// The surge's CPU per device against its load model (issue 44): one server, warmed by a closed
// loop first (so the JIT's first minutes are in no row), then each model in turn on fresh
// devices, in the order given, so that pairs can be interleaved on a busy machine. A row is the
// server's CPU per device (the simulator's taken out), the rate reached, the latencies, and the
// machine's load and CPU pressure during that row: "closed:N" is N devices in flight on N
// keep-alive connections, "open:R" is R devices a second (Poisson), each on its own connection.
// npm run bench:surge-sweep -- [devices per row] [closed:50,closed:1,open:20,open:83,…] [LOG_LEVEL]
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { driveArrivals } from "./boardingArrivals.ts";
import { closedLoop } from "./closedLoop.ts";
import { cpuPressureMeter } from "./cpuPressure.ts";
import { processCpuSeconds } from "./processCpu.ts";
import { BENCH_METRICS_TOKEN, simulatorCpuSeconds } from "./simulatorCpu.ts";
import { spawnServer } from "./spawnServer.ts";
import { SURGE_SERVER_ENV } from "./surge.ts";
import type { SurgeLoad } from "./SurgeLoad.ts";
import { surgeLoadOf } from "./SurgeLoad.ts";
import { SURGE_ZONE } from "./surgeSteps.ts";

const WARM_UP_DEVICES = 1000;
const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ")[0];

export async function surgeSweep(devices: number, models: string[], logLevel = "warn") {
  const server = await spawnServer(
    "server/main.ts",
    { ...SURGE_SERVER_ENV, LOG_LEVEL: logLevel, METRICS_TOKEN: BENCH_METRICS_TOKEN, WARM_BRAND_IMAGES: "0" },
    60_000,
  );
  let next = 0;
  const drive = (model: string, n: number): Promise<SurgeLoad> => {
    const [kind, figure] = model.split(":");
    const first = next;
    next += n;
    return kind === "open"
      ? driveArrivals(server.base, {
          ...{ devices: n, perSecond: Number(figure), firstDevice: first, timeLimitMs: 10 * 60_000 },
          headers: { "x-zone-public-id": SURGE_ZONE },
        }).then(surgeLoadOf)
      : closedLoop(server.base, n, Number(figure), 10 * 60_000, first);
  };
  const rows: Record<string, unknown>[] = [];
  try {
    await drive("closed:50", WARM_UP_DEVICES);
    // the server at rest between boardings: what wakes it costs every device at a low rate
    const idle0 = processCpuSeconds(server.pid) ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const idleMsPerSecond = (((processCpuSeconds(server.pid) ?? 0) - idle0) * 1000) / 5;
    console.log(`the server at rest after the warm-up: ${idleMsPerSecond.toFixed(1)} ms of CPU a second`);
    for (const model of models) {
      const [cpu0, sim0, pressure, t0] = [
        processCpuSeconds(server.pid) ?? 0,
        (await simulatorCpuSeconds(server.base)) ?? 0,
        cpuPressureMeter(),
        performance.now(),
      ];
      const load = await drive(model, devices);
      const seconds = (performance.now() - t0) / 1000;
      const cpu =
        (processCpuSeconds(server.pid) ?? 0) - cpu0 - ((await simulatorCpuSeconds(server.base)) ?? 0) + sim0;
      rows.push({
        model,
        ...{ completed: load.completedDevices, errors: load.errors },
        devicesPerSecond: Math.round((load.completedDevices / seconds) * 10) / 10,
        // divided by the devices that finished: a row with errors reads high
        serverCpuMsPerDevice: Math.round((cpu / Math.max(1, load.completedDevices)) * 1e5) / 100,
        serverCpuShare: Math.round((cpu / seconds) * 1000) / 1000,
        ...{ p50Ms: load.p50Ms, p99Ms: load.p99Ms, maxMs: load.maxMs },
        ...{ load: loadAverage(), cpuPressurePercent: pressure() },
      });
    }
  } finally {
    await server.stop();
  }
  return rows;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [devices = "600", models = "closed:50,closed:1,open:20,open:83,open:200", logLevel = "warn"] =
    process.argv.slice(2);
  console.log(
    `surge sweep: ${devices} devices a row after ${WARM_UP_DEVICES} to warm, LOG_LEVEL=${logLevel}`,
  );
  console.table(await surgeSweep(Number(devices), models.split(","), logLevel));
}
