// A boarding surge: each device runs the portal's free-trial path with its own mac, a bounded
// number of devices in flight (one keep-alive connection each), against the real server on
// loopback. autocannon drives it so that the load generator is not the bottleneck.
// Alone: npm run bench:surge -- [devices] [concurrency] [warm|cold]
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { cpuPressureMeter } from "./cpuPressure.ts";
import { processCpuSeconds } from "./processCpu.ts";
import { BENCH_METRICS_TOKEN, simulatorCpuSeconds } from "./simulatorCpu.ts";
import { spawnServer } from "./spawnServer.ts";

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
  // the brand image cache of a spawned server: `warm`, kept between runs (while it is still empty
  // the server encodes nothing beside the surge, which asks for no image), or
  // `cold`, empty, as on a ship's first start: the surge then runs in its first minute while the
  // images are encoded (at niceness 19, server/brand/lowPriorityRasterise.ts)
  brandCache?: "warm" | "cold";
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
  // the gateway the server talks to during the surge (each device's /auth goes through it)
  gateway: string;
  // `warm (n files)` or `cold`: the brand image cache the server started with
  brandCache: string;
  // how long after the server said it listens the surge began (a cold start's first minute)
  startedSecondsAfterListening: number | null;
  // CPU the server process used (Linux); the rest of the machine ran the load generator
  serverCpuSeconds: number | null;
  // of which the simulator's (gangway_simulator_cpu_seconds_total): the gateway's work, not the server's
  simulatorCpuSeconds: number | null;
  // the server's own CPU per device, the simulator's taken out (goal: at most 2.5 ms)
  serverCpuMsPerDevice: number | null;
  // share of the run other work kept a CPU busy (Linux PSI); high values make latencies the machine's
  machineCpuPressurePercent: number | null;
  concurrency: number;
  // p99 < 50 ms, no errors, every device through within the time limit
  goalMet: boolean;
}

// autocannon's devices all come from 127.0.0.1, where a ship's each have an address of their own:
// the per-client limits (10 trials per address in 10 minutes) times 1000 let every device aboard
export const SURGE_SERVER_ENV = { CLIENT_LIMIT_SCALE: "1000" };

const ZONE = "gn-premium-demo";
const TRIAL_OPEN_ID = 1;
const CALLS = 6;
const macOf = (n: number) =>
  `06:00:00:${[(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff].map((b) => b.toString(16).padStart(2, "0")).join(":")}`;

interface Device {
  mac: string;
  // the browser id its first answer gave (gw_browser), sent back as a browser does: its trial is
  // bound to it, and only it takes the device through the controller
  cookie?: string;
}

// the gw_browser cookie an answer set, as a Cookie header's pair
function browserCookie(headers: Record<string, string | string[]>): string | undefined {
  const set = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === "set-cookie")?.[1];
  const line = ([] as string[]).concat(set ?? []).find((c) => c.startsWith("gw_browser="));
  return line?.split(";")[0];
}
type Check = (status: number, body: string, headers: Record<string, string | string[]>) => boolean;

// a device's first minutes: settings, session, open zones, availability, trial, access controller
const STEPS: { method: string; path: (mac: string) => string; body?: string; check: Check }[] = [
  { method: "GET", path: () => "/api/v1/settings", check: (s) => s === 200 },
  { method: "GET", path: (mac) => `/api/v1/session/${mac}`, check: (s) => s === 404 },
  { method: "GET", path: () => "/api/v1/opens/zone", check: (s) => s === 200 },
  {
    method: "GET",
    path: (mac) => `/api/v1/open/${TRIAL_OPEN_ID}/available/${mac}`,
    check: (s, body) => s === 200 && body === "true",
  },
  {
    method: "POST",
    path: (mac) => `/api/v1/open/${TRIAL_OPEN_ID}/auth/${mac}`,
    // the passenger ticked the terms
    body: JSON.stringify({ termsAccepted: true }),
    check: (s) => s === 200,
  },
  {
    method: "GET",
    path: (mac) => `/auth?mac=${mac}&zoneId=${ZONE}&captiveStep=3&retryCount=0`,
    check: (s, _b, headers) => s === 302 && String(headers.location).startsWith("/status"),
  },
];

export async function runSurge(options: SurgeOptions = {}): Promise<SurgeResult> {
  const devices = options.devices ?? 5000;
  const concurrency = options.concurrency ?? 50;
  const timeLimitMs = options.timeLimitMs ?? 5 * 60_000;
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
          LOG_LEVEL: "warn",
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
  let started = options.firstDevice ?? 0;
  let completedDevices = 0;
  let errors = 0;
  const firstErrors: string[] = [];
  const failed = (step: number, mac: string, status: number) => {
    errors++;
    if (firstErrors.length < 5)
      firstErrors.push(`${STEPS[step]?.method} ${STEPS[step]?.path(mac)}: ${status}`);
  };
  const requests = STEPS.map((step, i) => ({
    method: step.method,
    headers: { "x-zone-public-id": ZONE, ...(step.body ? { "content-type": "application/json" } : {}) },
    ...(step.body ? { body: step.body } : {}),
    // the first call of a sequence brings a new device aboard
    setupRequest: (request: { path: string; headers?: Record<string, string> }, context: Device) => {
      if (i === 0) {
        context.mac = macOf(started++);
        context.cookie = undefined;
      }
      request.path = step.path(context.mac);
      if (context.cookie) request.headers = { ...request.headers, cookie: context.cookie };
      return request;
    },
    onResponse: (
      status: number,
      body: string,
      context: Device,
      headers: Record<string, string | string[]>,
    ) => {
      context.cookie ??= browserCookie(headers);
      if (!step.check(status, body, headers ?? {})) failed(i, context.mac, status);
      else if (i === CALLS - 1) completedDevices++;
    },
  }));
  const simulatorBefore = spawned ? await simulatorCpuSeconds(server.base) : null;
  const cpuBefore = processCpuSeconds(server.pid);
  const pressure = cpuPressureMeter();
  const t0 = performance.now();
  let result: autocannon.Result;
  let cpuAfter: number | undefined;
  let simulatorAfter: number | null = null;
  try {
    const run = autocannon({
      url: server.base,
      connections: concurrency,
      amount: devices * CALLS,
      requests,
      timeout: 10,
    });
    const stop = setTimeout(() => run.stop(), timeLimitMs);
    result = await run;
    clearTimeout(stop);
    cpuAfter = processCpuSeconds(server.pid);
    simulatorAfter = spawned ? await simulatorCpuSeconds(server.base) : null;
  } finally {
    await server.stop().catch(() => {});
    if (cold) rmSync(cacheDir, { recursive: true, force: true });
  }
  const totalSeconds = Math.round((performance.now() - t0) / 100) / 10;
  const transportErrors = result.errors + result.timeouts;
  const surge: SurgeResult = {
    devices,
    completedDevices,
    requests: result.requests.total,
    errors: errors + transportErrors,
    firstErrors,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    totalSeconds,
    requestsPerSecond: Math.round(result.requests.total / totalSeconds),
    gateway: spawned ? SIMULATOR_GATEWAY : "the balanced servers' own (see their configuration)",
    brandCache: !spawned
      ? "unknown"
      : cold
        ? "cold"
        : cachedFiles > 0
          ? `warm (${cachedFiles} files)`
          : "none kept yet, none encoded during the run (WARM_BRAND_IMAGES=0)",
    startedSecondsAfterListening: spawned ? Math.round((t0 - listeningAt) / 100) / 10 : null,
    serverCpuSeconds: null,
    simulatorCpuSeconds: null,
    serverCpuMsPerDevice: null,
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
    if (completedDevices > 0)
      surge.serverCpuMsPerDevice = Math.round(((cpu - (simulator ?? 0)) / completedDevices) * 1e5) / 100;
  }
  surge.goalMet = surge.p99Ms < 50 && surge.errors === 0 && completedDevices === devices;
  if (options.print) printSurge(surge);
  return surge;
}

export function printSurge(r: SurgeResult): void {
  console.log(
    `\nboarding surge: ${r.devices} devices, ${r.concurrency} at a time, ${CALLS} calls each, loopback; ` +
      `brand image cache ${r.brandCache}, begun ${r.startedSecondsAfterListening ?? "?"} s after listening`,
  );
  console.log(`gateway: ${r.gateway}`);
  const { firstErrors, goalMet, gateway: _gateway, ...figures } = r;
  console.table(figures);
  for (const e of firstErrors) console.log(`  error: ${e}`);
  console.log(`goal p99 < 50 ms, 0 errors, all devices within 5 min: ${goalMet ? "met" : "MISSED"}`);
  if (r.serverCpuMsPerDevice !== null)
    console.log(
      `server CPU per device, the simulator's taken out: ${r.serverCpuMsPerDevice} ms (goal: at most 2.5 ms)`,
    );
}

/** The same surge on a server's first minute after a cold start: no brand image encoded yet. */
export const runColdStartSurge = (options: SurgeOptions = {}) => runSurge({ ...options, brandCache: "cold" });

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await runSurge({
    devices: Number(process.argv[2] ?? 5000),
    concurrency: Number(process.argv[3] ?? 50),
    brandCache: process.argv[4] === "cold" ? "cold" : "warm",
    print: true,
  });
}
