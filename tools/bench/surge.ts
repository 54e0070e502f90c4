// A boarding surge: each device runs the portal's free-trial path with its own mac, a bounded
// number of devices in flight (one keep-alive connection each), against the real server on
// loopback. autocannon drives it so that the load generator is not the bottleneck.
// Alone: npm run bench:surge -- [devices] [concurrency, or devices a second for open arrivals: "83/s"] [warm|cold] [LOG_LEVEL]
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { driveArrivals } from "./boardingArrivals.ts";
import { closedLoop } from "./closedLoop.ts";
import { cpuPressureMeter } from "./cpuPressure.ts";
import { processCpuSeconds } from "./processCpu.ts";
import { serverLoop } from "./serverLoop.ts";
import { BENCH_METRICS_TOKEN, simulatorCpuSeconds } from "./simulatorCpu.ts";
import { spawnServer } from "./spawnServer.ts";
import { type SurgeLoad, surgeLoadOf } from "./SurgeLoad.ts";
import { SURGE_STEPS, SURGE_ZONE } from "./surgeSteps.ts";

export interface SurgeOptions {
  devices?: number;
  // devices in flight at once
  concurrency?: number;
  // stops the surge after this long
  timeLimitMs?: number;
  // print the table (the CLI does; npm run bench prints it itself)
  print?: boolean;
  // extra environment for the spawned server (DATABASE_URL: PostgreSQL)
  env?: Record<string, string>;
  // a server (or balancer) already running: surge it instead of spawning one
  base?: string;
  // the first device's number, so that runs on one database use fresh devices
  firstDevice?: number;
  // open arrivals at this many devices a second (boardingArrivals.ts) instead of the closed loop
  // of `concurrency` devices in flight
  arrivalsPerSecond?: number;
  // the brand image cache of a spawned server: `warm`, kept between runs (while it is still empty
  // the server encodes nothing beside the surge, which asks for no image), or
  // `cold`, empty, as on a ship's first start: the surge then runs in its first minute while the
  // images are encoded (at niceness 19, server/brand/lowPriorityRasterise.ts)
  brandCache?: "warm" | "cold";
  // the spawned server's LOG_LEVEL: warn by default, where a request that goes well logs nothing;
  // the shipped default is info, which logs two lines a request (measure it with `info`)
  logLevel?: string;
}

// the gateway a spawned server's surge talks to
const SIMULATOR_GATEWAY =
  "the demo's access-controller simulator in the server's process: MAC authentication and accounting over loopback RADIUS, interims at the Accept's Acct-Interim-Interval (60 s)";
// the brand images a warm surge's servers keep between runs
const WARM_BRAND_CACHE = join(tmpdir(), "gangway-bench-brand-cache");

export interface SurgeResult {
  devices: number;
  completedDevices: number;
  requests: number;
  errors: number;
  firstErrors: string[];
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  totalSeconds: number;
  requestsPerSecond: number;
  // open arrivals: each step's p50/p99 in ms
  stepsP50P99Ms: string | null;
  // the load's model: a closed loop (a fixed number in flight) or open arrivals at a rate
  arrivals: string;
  // the gateway the server talks to during the surge (each device's /auth goes through it)
  gateway: string;
  // `warm (n files)` or `cold`: the brand image cache the server started with
  brandCache: string;
  // the spawned server's LOG_LEVEL
  logLevel: string;
  // how long after the server said it listens the surge began (a cold start's first minute)
  startedSecondsAfterListening: number | null;
  // CPU the server process used (Linux); the rest of the machine ran the load generator
  serverCpuSeconds: number | null;
  // of which the simulator's (gangway_simulator_cpu_seconds_total): the gateway's work, not the server's
  simulatorCpuSeconds: number | null;
  // the server's own CPU per device, the simulator's taken out (goal: at most 2.5 ms)
  serverCpuMsPerDevice: number | null;
  // the server's event-loop delay during the surge, p99 and max (its own stalls: long synchronous
  // work, GC), and the seconds its GC paused it: these hold better than latencies on a busy machine
  loopDelayP99Ms: number | null;
  loopDelayMaxMs: number | null;
  gcSeconds: number | null;
  // share of the run other work kept a CPU busy (Linux PSI); high values make latencies the machine's
  machineCpuPressurePercent: number | null;
  concurrency: number;
  // p99 < 50 ms, no errors, every device through within the time limit
  goalMet: boolean;
}

// autocannon's devices all come from 127.0.0.1, where a ship's each have an address of their own:
// the per-client limits (10 trials per address in 10 minutes) times 1000 let every device aboard
export const SURGE_SERVER_ENV = { CLIENT_LIMIT_SCALE: "1000" };

export async function runSurge(options: SurgeOptions = {}): Promise<SurgeResult> {
  const devices = options.devices ?? 5000;
  const concurrency = options.concurrency ?? 50;
  const timeLimitMs = options.timeLimitMs ?? 5 * 60_000;
  const arrivals = options.arrivalsPerSecond;
  const cold = options.brandCache === "cold";
  const cacheDir = cold ? mkdtempSync(join(tmpdir(), "gangway-bench-cold-cache-")) : WARM_BRAND_CACHE;
  mkdirSync(cacheDir, { recursive: true });
  const cachedFiles = existsSync(cacheDir) ? readdirSync(cacheDir).length : 0;
  const spawned = options.base === undefined;
  const server = options.base
    ? { base: options.base, pid: undefined, stop: async () => {} }
    : await spawnServer(
        "server/main.ts",
        {
          LOG_LEVEL: options.logLevel ?? "warn",
          ...SURGE_SERVER_ENV,
          METRICS_TOKEN: BENCH_METRICS_TOKEN,
          BRAND_CACHE_DIR: cacheDir,
          // a kept cache not yet made: no encoding beside the surge, which asks for no image
          ...(!cold && cachedFiles === 0 ? { WARM_BRAND_IMAGES: "0" } : {}),
          ...options.env,
          // a start on a machine that other work keeps busy can take longer than spawnServer's default
        },
        60_000,
      );
  const listeningAt = performance.now();
  const simulatorBefore = spawned ? await simulatorCpuSeconds(server.base) : null;
  // empties the server's delay histogram: the next scrape reads the surge's alone
  const loopBefore = spawned ? await serverLoop(server.base) : null;
  const cpuBefore = processCpuSeconds(server.pid);
  const pressure = cpuPressureMeter();
  const t0 = performance.now();
  let load: SurgeLoad;
  let cpuAfter: number | undefined;
  let simulatorAfter: number | null = null;
  let loopAfter: Awaited<ReturnType<typeof serverLoop>> = null;
  try {
    load =
      arrivals === undefined
        ? await closedLoop(server.base, devices, concurrency, timeLimitMs, options.firstDevice ?? 0)
        : surgeLoadOf(
            await driveArrivals(server.base, {
              devices,
              perSecond: arrivals,
              firstDevice: options.firstDevice ?? 0,
              timeLimitMs,
              headers: { "x-zone-public-id": SURGE_ZONE },
            }),
          );
    cpuAfter = processCpuSeconds(server.pid);
    loopAfter = spawned ? await serverLoop(server.base) : null;
    simulatorAfter = spawned ? await simulatorCpuSeconds(server.base) : null;
  } finally {
    await server.stop().catch(() => {});
    if (cold) rmSync(cacheDir, { recursive: true, force: true });
  }
  const totalSeconds = Math.round((performance.now() - t0) / 100) / 10;
  const surge: SurgeResult = {
    devices,
    completedDevices: load.completedDevices,
    requests: load.requests,
    errors: load.errors,
    firstErrors: load.firstErrors,
    p50Ms: load.p50Ms,
    p99Ms: load.p99Ms,
    maxMs: load.maxMs,
    totalSeconds,
    requestsPerSecond: Math.round(load.requests / totalSeconds),
    stepsP50P99Ms: load.steps ?? null,
    arrivals:
      arrivals === undefined
        ? `closed loop: ${concurrency} devices in flight at all times`
        : `open: ${arrivals} devices a second on average (Poisson), at most ${load.peakInFlight} in flight`,
    gateway: spawned ? SIMULATOR_GATEWAY : "the balanced servers' own (see their configuration)",
    brandCache: !spawned
      ? "unknown"
      : cold
        ? "cold"
        : cachedFiles > 0
          ? `warm (${cachedFiles} files)`
          : "none kept yet, none encoded during the run (WARM_BRAND_IMAGES=0)",
    logLevel: spawned ? (options.logLevel ?? "warn") : "unknown",
    startedSecondsAfterListening: spawned ? Math.round((t0 - listeningAt) / 100) / 10 : null,
    serverCpuSeconds: null,
    simulatorCpuSeconds: null,
    serverCpuMsPerDevice: null,
    loopDelayP99Ms: loopAfter?.delayP99Ms ?? null,
    loopDelayMaxMs: loopAfter?.delayMaxMs ?? null,
    gcSeconds:
      loopBefore && loopAfter ? Math.round((loopAfter.gcSeconds - loopBefore.gcSeconds) * 100) / 100 : null,
    machineCpuPressurePercent: pressure(),
    concurrency,
    goalMet: false,
  };
  if (cpuBefore !== undefined && cpuAfter !== undefined) {
    const cpu = cpuAfter - cpuBefore;
    const simulator =
      simulatorBefore !== null && simulatorAfter !== null ? simulatorAfter - simulatorBefore : null;
    surge.serverCpuSeconds = Math.round(cpu * 10) / 10;
    surge.simulatorCpuSeconds = simulator === null ? null : Math.round(simulator * 100) / 100;
    if (load.completedDevices > 0)
      surge.serverCpuMsPerDevice = Math.round(((cpu - (simulator ?? 0)) / load.completedDevices) * 1e5) / 100;
  }
  surge.goalMet = surge.p99Ms < 50 && surge.errors === 0 && load.completedDevices === devices;
  if (options.print) printSurge(surge);
  return surge;
}

export function printSurge(r: SurgeResult): void {
  console.log(
    `\nboarding surge: ${r.devices} devices, ${r.arrivals}, ${SURGE_STEPS.length} calls each, loopback; ` +
      `brand image cache ${r.brandCache}, begun ${r.startedSecondsAfterListening ?? "?"} s after listening`,
  );
  console.log(`gateway: ${r.gateway}`);
  const { firstErrors, goalMet, gateway: _gateway, concurrency, ...figures } = r;
  // open arrivals hold no fixed number in flight
  console.table(r.arrivals.startsWith("closed") ? { ...figures, concurrency } : figures);
  for (const e of firstErrors) console.log(`  error: ${e}`);
  console.log(`goal p99 < 50 ms, 0 errors, all devices within 5 min: ${goalMet ? "met" : "MISSED"}`);
  if (r.arrivals.startsWith("closed"))
    console.log(
      `a closed loop at the server's capacity: each call waits behind the ${r.concurrency} in flight, ` +
        `${Math.round((r.concurrency / r.requestsPerSecond) * 1000)} ms on average (Little's law), so its p99 is mostly the load's own queue`,
    );
  if (r.serverCpuMsPerDevice !== null)
    console.log(
      `server CPU per device, the simulator's taken out: ${r.serverCpuMsPerDevice} ms (goal: at most 2.5 ms)` +
        // the CPU of devices that failed part-way is in the numerator, not the divisor
        (r.completedDevices < r.devices
          ? `, over the ${r.completedDevices} devices that finished: high by the work of the ${r.devices - r.completedDevices} that did not`
          : ""),
    );
}

/** The same surge on a server's first minute after a cold start: no brand image encoded yet. */
export const runColdStartSurge = (options: SurgeOptions = {}) => runSurge({ ...options, brandCache: "cold" });

// A real boarding's arrivals, harshened: a ferry takes 1,000–2,500 passengers aboard over 30–60
// minutes and a cruise ship 3,000–5,000 over hours, about one device a second or less; the steepest
// real surge is the whole ship reaching for the Wi-Fi as the coast's mobile signal fades after
// departure, 5,000 devices over five minutes or more (17 a second). The bench brings 5,000 in
// one minute, five times that, in Poisson arrivals (bunches as well as gaps).
export const BOARDING_DEVICES_PER_SECOND = 5000 / 60;

/** 5,000 devices arriving at a boarding's (harshened) rate, on a warm brand cache. */
export const runBoardingSurge = (options: SurgeOptions = {}) =>
  runSurge({ arrivalsPerSecond: BOARDING_DEVICES_PER_SECOND, ...options });

/** The boarding's arrivals in a server's first minute after a cold start. */
export const runColdStartBoarding = (options: SurgeOptions = {}) =>
  runBoardingSurge({ ...options, brandCache: "cold" });

// npm run bench:surge -- [devices] [concurrency, or devices a second: "83/s"] [warm|cold] [LOG_LEVEL]
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const second = process.argv[3] ?? "50";
  await runSurge({
    devices: Number(process.argv[2] ?? 5000),
    ...(second.endsWith("/s")
      ? { arrivalsPerSecond: Number(second.slice(0, -2)) }
      : { concurrency: Number(second) }),
    brandCache: process.argv[4] === "cold" ? "cold" : "warm",
    ...(process.argv[5] ? { logLevel: process.argv[5] } : {}),
    print: true,
  });
}
