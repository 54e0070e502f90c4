// Gangway's native RADIUS server (its own process, real SQLite, the demo's sessions) beside
// FreeRADIUS 3.2 answering the same MACs from a local `files` user list, all driven by one load
// generator on loopback: Access-Requests, then accounting Interim-Updates. Accounting is compared
// twice: with FreeRADIUS appending each packet to its `detail` file, and with FreeRADIUS writing
// each to an SQLite table through rlm_sql, the fair peer (both write a row). Gangway's
// Access-Requests are measured twice: with its RADIUS worker answering on the second core
// (RADIUS_WORKERS=1, off by default) and with its one process alone (RADIUS_WORKERS=0).
// Alone: npm run bench:radius -- [seconds per round] [rounds] [access: Access-Requests only]
import { fileURLToPath } from "node:url";
import { freeUdpPort } from "../radius/freeUdpPort.ts";
import { startThrowawayFreeRadius } from "../radius/throwawayFreeRadius.ts";
import { cpuPressureMeter } from "./cpuPressure.ts";
import { freeRadiusFilesSite } from "./freeRadiusFilesSite.ts";
import { freeRadiusSqlSite } from "./freeRadiusSqlSite.ts";
import { processCpuSeconds } from "./processCpu.ts";
import { processTreeCpuSeconds } from "./processTreeCpu.ts";
import { type RadiusAttribute, type RadiusLoadFigures, radiusLoad } from "./radiusLoad.ts";
import { spawnServer } from "./spawnServer.ts";

const SECRET = "gangway-bench-radius-secret";
const ZONE = "gn-premium-demo";
// the demo devices with an active session in that zone: Gangway accepts them, the users file too
const MACS = ["02-00-00-00-00-01", "02-00-00-00-00-03"];
// what Gangway answers for them (a generic gateway), written into the users file
const REPLY: RadiusAttribute[] = [
  ["Session-Timeout", 3600],
  ["Idle-Timeout", 900],
  ["Acct-Interim-Interval", 60],
  ["WISPr-Bandwidth-Max-Down", 20000000],
  ["WISPr-Bandwidth-Max-Up", 20000000],
];

type Kind = "access" | "accounting";

interface Target {
  name: string;
  // what it is measured on
  kinds: Kind[];
  pid: number | undefined;
  ports: Record<Kind, number>;
  // each target's own: its accounting counters only grow, round after round
  interims: number;
  stop(): Promise<void>;
}

export interface RadiusFigures extends RadiusLoadFigures {
  // the server's CPU time per answer, its RADIUS worker's included (Linux)
  serverCpuUsPerRequest: number | null;
  // of which its main process's (the same figure when it has no worker)
  mainCpuUsPerRequest: number | null;
}

export interface RadiusBenchResult {
  gangway: Record<Kind, RadiusFigures>;
  // Access-Requests with no RADIUS worker: the main process answers each
  gangwayOneProcess: RadiusFigures;
  freeradius: Record<Kind, RadiusFigures>;
  // FreeRADIUS's accounting written to SQLite by rlm_sql
  freeradiusSql: RadiusFigures;
  // Gangway's answers per second / FreeRADIUS's (accounting: its `detail` file; accountingSql: rlm_sql)
  ratio: Record<Kind | "accountingSql" | "accessOneProcess", number>;
  // Gangway's server CPU per answer / FreeRADIUS's: steadier than answers per second on a busy
  // machine (both measured in the same alternating rounds)
  cpuRatio: Record<Kind | "accountingSql" | "accessOneProcess", number | null>;
  machineCpuPressurePercent: number | null;
  inFlight: number;
  rounds: number;
  secondsPerRound: number;
}

export interface RadiusBenchOptions {
  secondsPerRound?: number;
  // rounds alternate the targets, so a busy machine slows both alike
  rounds?: number;
  inFlight?: number;
  // Access-Requests alone: a quicker look while working on their path (the full bench measures both)
  accessOnly?: boolean;
  print?: boolean;
}

async function gangway(workers: number): Promise<Target> {
  const auth = await freeUdpPort();
  let acct = await freeUdpPort();
  while (acct === auth) acct = await freeUdpPort();
  const server = await spawnServer(
    "server/main.ts",
    {
      LOG_LEVEL: "silent",
      RADIUS_CLIENTS: `127.0.0.1=${SECRET}`,
      RADIUS_AUTH_PORT: String(auth),
      RADIUS_ACCT_PORT: String(acct),
      // the demo's simulated gateway would report use of its own during the run
      ACCESS_CONTROLLER_SIMULATOR: "false",
      RADIUS_WORKERS: String(workers),
      // no brand images made during the run: their encoder is a child process too, whose CPU would
      // count as the server's
      WARM_BRAND_IMAGES: "off",
    },
    // a start on a machine other work keeps busy (a load of 30) took more than spawnServer's 20 s
    90_000,
  );
  return {
    name: workers ? "Gangway (native)" : "Gangway (native, one process)",
    kinds: workers ? ["access", "accounting"] : ["access"],
    pid: server.pid,
    ports: { access: auth, accounting: acct },
    interims: 0,
    stop: server.stop,
  };
}

async function freeradius(sql: boolean): Promise<Target> {
  const server = await startThrowawayFreeRadius({
    secret: SECRET,
    configure: (sql ? freeRadiusSqlSite : freeRadiusFilesSite)(MACS, REPLY),
  });
  return {
    name: sql ? "FreeRADIUS 3.2 (rlm_sql SQLite)" : "FreeRADIUS 3.2 (files)",
    kinds: sql ? ["accounting"] : ["access", "accounting"],
    pid: server.pid,
    ports: { access: server.authPort, accounting: server.acctPort },
    interims: 0,
    stop: server.stop,
  };
}

function attributesFor(kind: Kind, target: Target) {
  return (i: number): RadiusAttribute[] => {
    const mac = MACS[i % MACS.length] as string;
    const device: RadiusAttribute[] = [
      ["User-Name", mac],
      ["Calling-Station-Id", mac],
      ["NAS-Identifier", ZONE],
      ["NAS-IP-Address", "127.0.0.1"],
    ];
    if (kind === "access") return [...device, ["User-Password", mac]];
    // a growing total per device: every packet is new use (100 bytes, far from any allowance)
    const n = ++target.interims;
    return [
      ...device,
      ["Acct-Status-Type", "Interim-Update"],
      ["Acct-Session-Id", `bench-${mac}`],
      ["Acct-Input-Octets", n * 100],
      ["Acct-Output-Octets", 0],
      ["Acct-Session-Time", n],
    ];
  };
}

async function round(target: Target, kind: Kind, seconds: number, inFlight: number) {
  const before = processTreeCpuSeconds(target.pid);
  const mainBefore = processCpuSeconds(target.pid);
  const figures = await radiusLoad({
    address: "127.0.0.1",
    port: target.ports[kind],
    secret: SECRET,
    code: kind === "access" ? "Access-Request" : "Accounting-Request",
    attributes: attributesFor(kind, target),
    requests: 10_000_000,
    maxSeconds: seconds,
    inFlight,
  });
  const after = processTreeCpuSeconds(target.pid);
  const mainAfter = processCpuSeconds(target.pid);
  return {
    figures,
    cpu: before === undefined || after === undefined ? undefined : after - before,
    mainCpu: mainBefore === undefined || mainAfter === undefined ? undefined : mainAfter - mainBefore,
  };
}

type Round = Awaited<ReturnType<typeof round>>;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

function combine(rounds: Round[]): RadiusFigures {
  const answered = rounds.reduce((n, r) => n + r.figures.answered, 0);
  const seconds = rounds.reduce((n, r) => n + r.figures.seconds, 0);
  const codes: Record<string, number> = {};
  for (const r of rounds)
    for (const [code, n] of Object.entries(r.figures.codes)) codes[code] = (codes[code] ?? 0) + n;
  const cpu = rounds.every((r) => r.cpu !== undefined)
    ? rounds.reduce((n, r) => n + (r.cpu ?? 0), 0)
    : undefined;
  const mainCpu = rounds.every((r) => r.mainCpu !== undefined)
    ? rounds.reduce((n, r) => n + (r.mainCpu ?? 0), 0)
    : undefined;
  return {
    requestsPerSecond: seconds ? Math.round(answered / seconds) : 0,
    p50Ms: median(rounds.map((r) => r.figures.p50Ms)),
    p99Ms: median(rounds.map((r) => r.figures.p99Ms)),
    serverCpuUsPerRequest: cpu === undefined || answered === 0 ? null : Math.round((cpu / answered) * 1e6),
    mainCpuUsPerRequest:
      mainCpu === undefined || answered === 0 ? null : Math.round((mainCpu / answered) * 1e6),
    answered,
    lost: rounds.reduce((n, r) => n + r.figures.lost, 0),
    codes,
    seconds: Math.round(seconds * 100) / 100,
    clientCpuUsPerAnswer:
      answered === 0
        ? 0
        : Math.round(
            rounds.reduce((n, r) => n + r.figures.clientCpuUsPerAnswer * r.figures.answered, 0) / answered,
          ),
    answersPerClientTurn: median(rounds.map((r) => r.figures.answersPerClientTurn)),
  };
}

export async function runRadiusBench(options: RadiusBenchOptions = {}): Promise<RadiusBenchResult> {
  const secondsPerRound = options.secondsPerRound ?? 2;
  const rounds = options.rounds ?? 2;
  const inFlight = options.inFlight ?? 32;
  const targets = [await gangway(1)];
  const kinds: Kind[] = ["access", "accounting"];
  const measured = new Map<string, Round[]>();
  let pressure: () => number | null = () => null;
  try {
    // each pushed once started, so that one that fails to start leaves none running
    targets.push(await freeradius(false));
    targets.push(await freeradius(true));
    targets.push(await gangway(0));
    // warm-up: JIT, SQLite's page cache, FreeRADIUS's threads
    const measuring = (t: Target, kind: Kind) =>
      t.kinds.includes(kind) && (kind === "access" || !options.accessOnly);
    for (const target of targets)
      for (const kind of kinds) if (measuring(target, kind)) await round(target, kind, 1, inFlight);
    pressure = cpuPressureMeter();
    for (let i = 0; i < rounds; i++)
      for (const kind of kinds)
        for (const target of targets.filter((t) => measuring(t, kind))) {
          const key = `${target.name}|${kind}`;
          measured.set(key, [
            ...(measured.get(key) ?? []),
            await round(target, kind, secondsPerRound, inFlight),
          ]);
        }
  } finally {
    for (const target of targets) await target.stop();
  }
  const figuresOf = (target: Target | undefined) =>
    Object.fromEntries(
      kinds.map((kind) => [kind, combine(measured.get(`${target?.name}|${kind}`) ?? [])]),
    ) as Record<Kind, RadiusFigures>;
  const g = figuresOf(targets[0]);
  const f = figuresOf(targets[1]);
  const sql = figuresOf(targets[2]).accounting;
  const one = figuresOf(targets[3]).access;
  const ratio = (ours: RadiusFigures, theirs: RadiusFigures) =>
    Math.round((ours.requestsPerSecond / theirs.requestsPerSecond) * 100) / 100;
  const cpuRatio = (ours: RadiusFigures, theirs: RadiusFigures) =>
    ours.serverCpuUsPerRequest === null || !theirs.serverCpuUsPerRequest
      ? null
      : Math.round((ours.serverCpuUsPerRequest / theirs.serverCpuUsPerRequest) * 100) / 100;
  const result: RadiusBenchResult = {
    gangway: g,
    gangwayOneProcess: one,
    freeradius: f,
    freeradiusSql: sql,
    ratio: {
      access: ratio(g.access, f.access),
      accounting: ratio(g.accounting, f.accounting),
      accountingSql: ratio(g.accounting, sql),
      accessOneProcess: ratio(one, f.access),
    },
    cpuRatio: {
      access: cpuRatio(g.access, f.access),
      accounting: cpuRatio(g.accounting, f.accounting),
      accountingSql: cpuRatio(g.accounting, sql),
      accessOneProcess: cpuRatio(one, f.access),
    },
    machineCpuPressurePercent: pressure(),
    inFlight,
    rounds,
    secondsPerRound,
  };
  if (options.print) printRadiusBench(result);
  return result;
}

const row = (r: RadiusFigures) => ({
  "answers/s": r.requestsPerSecond,
  "p50 ms": r.p50Ms,
  "p99 ms": r.p99Ms,
  "server CPU µs/answer": r.serverCpuUsPerRequest,
  "of which main process": r.mainCpuUsPerRequest,
  "client CPU µs/answer": r.clientCpuUsPerAnswer,
  "answers per client turn": r.answersPerClientTurn,
  answers: Object.entries(r.codes)
    .map(([code, n]) => `${n} ${code}`)
    .join(", "),
  lost: r.lost,
});

export function printRadiusBench(r: RadiusBenchResult): void {
  console.log(
    `\nRADIUS bench: ${r.inFlight} requests in flight, ${r.rounds} alternating rounds of ${r.secondsPerRound} s per kind, loopback`,
  );
  console.table({
    // the default first: one process (RADIUS_WORKERS=0); the second core is an option, measured beside it
    "Gangway Access-Request (default, one process)": row(r.gangwayOneProcess),
    "Gangway Access-Request (RADIUS_WORKERS=1)": row(r.gangway.access),
    "FreeRADIUS Access-Request": row(r.freeradius.access),
    "Gangway Accounting-Request": row(r.gangway.accounting),
    "FreeRADIUS Accounting-Request (detail file)": row(r.freeradius.accounting),
    "FreeRADIUS Accounting-Request (rlm_sql SQLite)": row(r.freeradiusSql),
  });
  const percent = (x: number) => `${Math.round(x * 100)} %`;
  console.log(
    `with RADIUS_WORKERS=1 Gangway answers ${percent(r.ratio.access)} of FreeRADIUS's Access-Requests per second (goal: 80 %) ` +
      `at ${r.cpuRatio.access ?? "?"} × its CPU per answer, ` +
      `${percent(r.ratio.accountingSql)} of its accounting packets written to SQLite by rlm_sql (both write a row), ` +
      `${percent(r.ratio.accounting)} of those it appends to its detail file; ` +
      `p99 ${r.gangway.access.p99Ms} ms (Access-Request; goal: under 20), ${r.gangway.accounting.p99Ms} ms (accounting; goal: under 50)`,
  );
  console.log(
    `by default (one process, RADIUS_WORKERS=0): ${percent(r.ratio.accessOneProcess)} of FreeRADIUS's Access-Requests per second (goal: 80 %) ` +
      `at ${r.cpuRatio.accessOneProcess ?? "?"} × its CPU per answer, p99 ${r.gangwayOneProcess.p99Ms} ms`,
  );
  if (r.machineCpuPressurePercent !== null)
    console.log(
      `machine CPU pressure during the run: ${r.machineCpuPressurePercent} % (0 % = nothing else running)`,
    );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await runRadiusBench({
    secondsPerRound: Number(process.argv[2] ?? 2),
    rounds: Number(process.argv[3] ?? 2),
    accessOnly: process.argv[4] === "access",
    print: true,
  });
}
