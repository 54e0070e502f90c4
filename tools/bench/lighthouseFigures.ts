// `LIGHTHOUSE=<path to lighthouse/cli/index.js> node_modules/.bin/node tools/bench/lighthouseFigures.ts [zone…]`:
// Lighthouse's first contentful paint and time to interactive for a few zones' start pages beside a
// static splash page (tools/bench/splash.html, as openNDS serves one), in the same run, with its
// simulated throttling and with DevTools' real one (--throttling-method=devtools). Lighthouse is no
// dependency of the project: install it apart (`npm install --prefix /tmp/lh lighthouse@13.5.0`)
// and name its CLI; it runs against Debian's full Chromium (or CHROMIUM_PATH). Figures, not tests.
// LIGHTHOUSE_RUNS, LIGHTHOUSE_METHODS and LIGHTHOUSE_REPORTS (below): several runs interleaved with
// the splash page, one method, and Lighthouse's own reports kept (its main-thread tasks) with its
// traces beside them (tools/bench/lighthouseTasks.ts lists their long tasks). Each simulated run is
// simulated a second time from its trace with every task at its thread's CPU time
// (threadTimeTrace.ts): "cpu" figures, which the machine's load does not inflate
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { buildApp } from "../../server/buildApp.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../browser/chromium.ts";
import { threadTimeTrace } from "./threadTimeTrace.ts";

const ROOT = resolve(import.meta.dirname, "../..");
// Lighthouse drives a full browser: Chromium's headless shell, which the tests use, closes the
// target under it ("Target closed"). Debian's full Chromium where it is installed (apt: chromium)
const chrome =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : CHROMIUM_PATH);
const cli = process.env.LIGHTHOUSE;
if (!cli) {
  console.error("set LIGHTHOUSE to Lighthouse's CLI (lighthouse/cli/index.js of an install of its own)");
  process.exit(2);
}
// a three-card start, a start of links, the heaviest (the cruise login with its forms)
const zones = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["nl-polaris", "gn-premium-demo", "md-stella-demo"];
// LIGHTHOUSE_METHODS=simulate: one method only (each run is a full page load on a shared machine)
const methods = (process.env.LIGHTHOUSE_METHODS?.split(",") ?? ["simulate", "devtools"]) as (
  | "simulate"
  | "devtools"
)[];
// LIGHTHOUSE_RUNS=3: each target that many times, interleaved (the load changes from minute to minute)
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);

interface Figures {
  run: number;
  target: string;
  method: string;
  fcpMs: number;
  ttiMs: number;
  lcpMs: number;
  bytes: number;
  // the machine's one-minute load average as the run ended
  load: number;
  // the same run simulated from its tasks' thread CPU time (simulated throttling only)
  cpu?: { fcpMs: number; ttiMs: number; lcpMs: number };
}

// spawned, not spawnSync: the portal and the splash page are served from this very process, and a
// blocked event loop answers nothing (Lighthouse's navigation then times out with "Target closed")
async function runCli(args: string[], what: string): Promise<void> {
  const run = spawn(process.execPath, [cli as string, ...args], {
    env: { ...process.env, CHROME_PATH: chrome },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const status = await new Promise<number | null>((done) => run.on("close", done));
  if (status !== 0) throw new Error(`lighthouse failed for ${what}`);
}

function readFigures(out: string): Omit<Figures, "run" | "target" | "method" | "load"> {
  const report = JSON.parse(readFileSync(out, "utf8"));
  if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message}`);
  const ms = (id: string) => Math.round(report.audits[id]?.numericValue ?? Number.NaN);
  return {
    fcpMs: ms("first-contentful-paint"),
    ttiMs: ms("interactive"),
    lcpMs: ms("largest-contentful-paint"),
    bytes: Math.round(report.audits["total-byte-weight"]?.numericValue ?? 0),
  };
}

async function lighthouse(
  url: string,
  method: string,
  out: string,
): Promise<Omit<Figures, "run" | "target" | "method" | "load">> {
  const report = [
    "--only-categories=performance",
    `--throttling-method=${method}`,
    "--output=json",
    "--quiet",
  ];
  // simulated runs keep their artifacts (-GA) to be simulated again from the thread time
  const artifacts = out.replace(/\.json$/, ".artifacts");
  await runCli(
    [
      url,
      `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(" ")}`,
      ...report,
      `--output-path=${out}`,
      ...(firstPort ? [`--port=${firstPort + 2}`] : []),
      ...(method === "simulate" ? [`-GA=${artifacts}`] : []),
      // the trace and network log Lantern simulated from, kept beside the report (LIGHTHOUSE_REPORTS)
      ...(process.env.LIGHTHOUSE_REPORTS ? ["--save-assets"] : []),
    ],
    `${url} (${method})`,
  );
  const figures = readFigures(out);
  if (method !== "simulate") return figures;
  const cpuArtifacts = `${artifacts}-cpu`;
  cpSync(artifacts, cpuArtifacts, { recursive: true });
  const trace = join(cpuArtifacts, "trace.json");
  writeFileSync(trace, JSON.stringify(threadTimeTrace(JSON.parse(readFileSync(trace, "utf8"))).trace));
  const cpuOut = out.replace(/\.json$/, ".cpu.json");
  await runCli([`-A=${cpuArtifacts}`, ...report, `--output-path=${cpuOut}`], `${url} (thread time)`);
  const { fcpMs, ttiMs, lcpMs } = readFigures(cpuOut);
  return { ...figures, cpu: { fcpMs, ttiMs, lcpMs } };
}

const dataDir = mkdtempSync(join(tmpdir(), "gangway-lighthouse-"));
const app = buildApp({
  brand: { cacheDir: join(ROOT, "node_modules/.cache/gangway-brand") },
  storage: { dataDir },
  demo: { dataPath: join(ROOT, "server/demo/demo-data.json") },
  portal: { staticDir: resolve(ROOT, process.env.BENCH_STATIC_DIR ?? "dist") },
  http: { logger: false },
});
await app.ready();
await app.brandImagesWarm();
// LIGHTHOUSE_PORT=<n>: the portal on n, the splash page on n + 1, Chromium's debugging port n + 2
const firstPort = Number(process.env.LIGHTHOUSE_PORT ?? 0);
await app.listen({ host: "127.0.0.1", port: firstPort });
const port = (app.server.address() as { port: number }).port;
// the splash page from a plain HTTP server, compressed as little as a splash page usually is
const splashHtml = readFileSync(join(import.meta.dirname, "splash.html"));
const splash = createServer((_request, response) => {
  response.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
  response.end(splashHtml);
});
await new Promise<void>((done) => splash.listen(firstPort && firstPort + 1, "127.0.0.1", done));
const splashPort = (splash.address() as { port: number }).port;
// LIGHTHOUSE_REPORTS=<dir>: Lighthouse's own reports kept there (its main-thread breakdown, its long tasks)
const keep = process.env.LIGHTHOUSE_REPORTS;
const reports = keep ?? mkdtempSync(join(tmpdir(), "gangway-lighthouse-reports-"));
if (keep) mkdirSync(keep, { recursive: true });
const figures: Figures[] = [];
const SPLASH = "static splash page";
try {
  let n = 0;
  const targets = [
    { target: SPLASH, url: () => `http://127.0.0.1:${splashPort}/` },
    ...zones.map((zoneId) => ({
      target: zoneId,
      url: () =>
        `http://127.0.0.1:${port}/?mac=02:1b:00:00:00:${(++n).toString(16).padStart(2, "0")}&zoneId=${zoneId}`,
    })),
  ];
  for (let r = 1; r <= runs; r++)
    for (const method of methods)
      for (const { target, url } of targets) {
        const out = join(reports, `${target.replace(/\W+/g, "-")}-${method}-${r}.json`);
        const measured = await lighthouse(url(), method, out);
        figures.push({ run: r, target, method, ...measured, load: loadavg()[0] ?? 0 });
      }
} finally {
  splash.close();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (!keep) rmSync(reports, { recursive: true, force: true });
}

// the thread-time simulation as a method of its own: beside its run's splash page, medians alike
const shown: Figures[] = [
  ...figures,
  ...figures.flatMap((f) => (f.cpu ? [{ ...f, ...f.cpu, method: "thread-cpu", cpu: undefined }] : [])),
];
const shownMethods = methods.includes("simulate") ? [...methods, "thread-cpu"] : methods;
console.log("\nLighthouse (mobile, performance): first contentful paint and time to interactive");
console.log(
  "run".padEnd(4),
  "target".padEnd(20),
  "throttling".padEnd(11),
  "FCP ms".padStart(8),
  "TTI ms".padStart(8),
  "LCP ms".padStart(8),
  "KB".padStart(7),
  "load".padStart(5),
  "× the splash (FCP, TTI)",
);
for (const f of shown) {
  // beside the splash page of the same run and method: Lighthouse's simulation scales by the CPU it saw
  const splashOf = shown.find((s) => s.run === f.run && s.method === f.method && s.target === SPLASH);
  const times = (a: number, b: number | undefined) => (b ? `×${(a / b).toFixed(2)}` : "");
  console.log(
    String(f.run).padEnd(4),
    f.target.padEnd(20),
    f.method.padEnd(11),
    String(f.fcpMs).padStart(8),
    String(f.ttiMs).padStart(8),
    String(f.lcpMs).padStart(8),
    (f.bytes / 1024).toFixed(1).padStart(7),
    f.load.toFixed(1).padStart(5),
    `${times(f.fcpMs, splashOf?.fcpMs)} ${times(f.ttiMs, splashOf?.ttiMs)}`,
  );
}
// the median of each zone's ratios over the runs, per method (each ratio from one run's splash)
const mid = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  const at = (i: number) => sorted[i] ?? Number.NaN;
  return sorted.length % 2 ? at(half) : (at(half - 1) + at(half)) / 2;
};
// the median and, in brackets, the spread of the runs
const spread = (xs: number[]) =>
  `×${mid(xs).toFixed(2)} (${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)})`;
for (const method of shownMethods)
  for (const target of zones) {
    const ratios = shown
      .filter((f) => f.method === method && f.target === target)
      .map((f) => {
        const splash = shown.find((s) => s.run === f.run && s.method === method && s.target === SPLASH);
        return { fcp: f.fcpMs / (splash?.fcpMs ?? Number.NaN), tti: f.ttiMs / (splash?.ttiMs ?? Number.NaN) };
      });
    console.log(
      `${target} (${method}, ${ratios.length} runs): median FCP ${spread(ratios.map((r) => r.fcp))}, TTI ${spread(ratios.map((r) => r.tti))}`,
    );
  }
mkdirSync(join(ROOT, "reports"), { recursive: true });
writeFileSync(join(ROOT, "reports/lighthouse.json"), `${JSON.stringify(figures, null, 2)}\n`);
console.log("\nwritten: reports/lighthouse.json");
