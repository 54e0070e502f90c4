// GET /api/v1/session/{mac} on the real server (real SQLite, a seeded connected device) against
// a bare Fastify JSON route, both measured here with autocannon on loopback.
// Alone: npm run bench:server -- [seconds per round]
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { cpuPressureMeter } from "./cpuPressure.ts";
import { processCpuSeconds } from "./processCpu.ts";
import { type BenchServer, spawnServer } from "./spawnServer.ts";

export interface LoadFigures {
  requestsPerSecond: number;
  // the server process's CPU time per request (Linux), steadier than throughput on a busy machine
  serverCpuUsPerRequest: number | null;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  non2xx: number;
}

export interface ServerBenchResult {
  session: LoadFigures;
  bareFastify: LoadFigures;
  // session throughput / bare throughput; the goal is at least 0.6
  ratio: number;
  // bare CPU per request / session CPU per request: the same ratio free of other load
  cpuRatio: number | null;
  // share of the run other work kept a CPU busy (Linux PSI); high values make the figures noisy
  machineCpuPressurePercent: number | null;
  goalMet: boolean;
  connections: number;
  rounds: number;
  secondsPerRound: number;
}

export interface ServerBenchOptions {
  // each target is measured this long per round
  secondsPerRound?: number;
  // rounds alternate the two targets, so a busy machine slows both alike
  rounds?: number;
  connections?: number;
  // print the table (the CLI does; npm run bench prints it itself)
  print?: boolean;
}

const ZONE = "gn-premium-demo";
const CONNECTED = "02:00:00:00:00:01";

interface Round {
  cpuSeconds: number | undefined;
  requests: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

async function round(server: BenchServer, url: string, seconds: number, connections: number): Promise<Round> {
  const before = processCpuSeconds(server.pid);
  const r = await autocannon({ url, connections, duration: seconds, headers: { "x-zone-public-id": ZONE } });
  const after = processCpuSeconds(server.pid);
  return {
    cpuSeconds: before === undefined || after === undefined ? undefined : after - before,
    requests: r.requests.total,
    seconds: r.duration,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

function figures(rounds: Round[]): LoadFigures {
  const requests = rounds.reduce((n, r) => n + r.requests, 0);
  const seconds = rounds.reduce((n, r) => n + r.seconds, 0);
  const cpu = rounds.every((r) => r.cpuSeconds !== undefined)
    ? rounds.reduce((n, r) => n + (r.cpuSeconds ?? 0), 0)
    : undefined;
  return {
    requestsPerSecond: Math.round(requests / seconds),
    serverCpuUsPerRequest: cpu === undefined ? null : Math.round((cpu / requests) * 1e6),
    p50Ms: median(rounds.map((r) => r.p50Ms)),
    p99Ms: median(rounds.map((r) => r.p99Ms)),
    requests,
    errors: rounds.reduce((n, r) => n + r.errors, 0),
    non2xx: rounds.reduce((n, r) => n + r.non2xx, 0),
  };
}

export async function runServerBench(options: ServerBenchOptions = {}): Promise<ServerBenchResult> {
  const secondsPerRound = options.secondsPerRound ?? 5;
  const rounds = options.rounds ?? 3;
  const connections = options.connections ?? 10;
  // like the bare instance, without a logger: the figure is the work of the API itself
  const real = await spawnServer("server/main.ts", { LOG_LEVEL: "silent" });
  const bare = await spawnServer("tools/bench/bareServer.ts");
  const session = `${real.base}/api/v1/session/${CONNECTED}`;
  const bareUrl = `${bare.base}/json/${CONNECTED}`;
  const measured: { session: Round[]; bare: Round[] } = { session: [], bare: [] };
  const pressure = cpuPressureMeter();
  try {
    // warm-up: JIT and SQLite's page cache
    await round(real, session, 2, connections);
    await round(bare, bareUrl, 2, connections);
    for (let i = 0; i < rounds; i++) {
      measured.session.push(await round(real, session, secondsPerRound, connections));
      measured.bare.push(await round(bare, bareUrl, secondsPerRound, connections));
    }
  } finally {
    await real.stop();
    await bare.stop();
  }
  const sessionFigures = figures(measured.session);
  const bareFastify = figures(measured.bare);
  const round2 = (x: number) => Math.round(x * 100) / 100;
  const ratio = round2(sessionFigures.requestsPerSecond / bareFastify.requestsPerSecond);
  const cpuRatio =
    sessionFigures.serverCpuUsPerRequest && bareFastify.serverCpuUsPerRequest
      ? round2(bareFastify.serverCpuUsPerRequest / sessionFigures.serverCpuUsPerRequest)
      : null;
  const result: ServerBenchResult = {
    session: sessionFigures,
    bareFastify,
    ratio,
    cpuRatio,
    machineCpuPressurePercent: pressure(),
    goalMet: ratio >= 0.6,
    connections,
    rounds,
    secondsPerRound,
  };
  if (options.print) printServerBench(result);
  return result;
}

export function printServerBench(r: ServerBenchResult): void {
  console.log(
    `\nserver bench: ${r.connections} connections, ${r.rounds} alternating rounds of ${r.secondsPerRound} s, loopback`,
  );
  console.table({
    "GET /api/v1/session/{mac}": r.session,
    "bare Fastify JSON": r.bareFastify,
  });
  console.log(
    `throughput ${Math.round(r.ratio * 100)} % of bare Fastify (goal ≥ 60 %): ${r.goalMet ? "met" : "MISSED"}`,
  );
  if (r.machineCpuPressurePercent !== null)
    console.log(
      `machine CPU pressure during the run: ${r.machineCpuPressurePercent} % (0 % = nothing else running)`,
    );
  if (r.cpuRatio !== null)
    console.log(
      `server CPU per request: bare Fastify's is ${Math.round(r.cpuRatio * 100)} % of the session's`,
    );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await runServerBench({ secondsPerRound: Number(process.argv[2] ?? 5), print: true });
}
