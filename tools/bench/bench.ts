// `npm run bench`: figures, not tests. Prints tables and writes reports/bench.json.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { lintFleet } from "../../fleet/lint/lintFleet.ts";
import { printStartPageBench } from "./printStartPageBench.ts";
import { benchZoneFilter, runStartPageBench, startPageOverBudget } from "./startPageBench.ts";

const results: Record<string, unknown> = {};

const lint = lintFleet();
results.manifestLint = {
  manifests: lint.manifests,
  zones: lint.zoneFiles,
  problems: lint.problems.length,
  ms: Math.round(lint.ms),
};
console.log(
  `\nmanifest lint: ${lint.manifests} manifests, ${lint.zoneFiles} zones, ${lint.problems.length} problems in ${Math.round(lint.ms)} ms`,
);

// the page bundle and the server-render entry: without dist-ssr/ the server would send an empty shell
if (!existsSync("dist/gangway-chunks.json") || !existsSync("dist-ssr/renderPage.js"))
  spawnSync("npm run --silent build:portal", { stdio: "inherit", shell: true });
const startPage = await runStartPageBench(benchZoneFilter());
results.startPage = startPage;
printStartPageBench(startPage);
// a start page over any of its budgets fails the run (its figures are still written)
if (startPageOverBudget(startPage)) {
  console.log("a start page passed its budget: this run fails");
  process.exitCode = 1;
}

// the reference server's own figures
for (const [name, module, run, print] of [
  ["server", "./serverBench.ts", "runServerBench", "printServerBench"],
  ["surge", "./surge.ts", "runSurge", "printSurge"],
  // the same surge in a server's first minute, its brand images not yet encoded (issue 44)
  ["coldStartSurge", "./surge.ts", "runColdStartSurge", "printSurge"],
  // the surge above is a closed loop at the server's capacity (its p99 is its own queue); these
  // bring the 5,000 devices at a boarding's (harshened) arrival rate, warm and in a cold start's first minute
  ["boardingSurge", "./surge.ts", "runBoardingSurge", "printSurge"],
  ["coldStartBoarding", "./surge.ts", "runColdStartBoarding", "printSurge"],
  ["clusterSurge", "./clusterSurge.ts", "runClusterSurge", "printClusterSurge"],
  // the native RADIUS server beside FreeRADIUS with a local user list, under the same load
  ["radius", "./radiusBench.ts", "runRadiusBench", "printRadiusBench"],
  // honest passengers beside 300 attacking addresses, and honest pages beside a page flood (issues 26, 33)
  ["fairness", "./fairness.ts", "runFairness", "printFairness"],
  ["pageFlood", "./pageFlood.ts", "runPageFlood", "printPageFlood"],
  // the console (issue 42): the desk's search over 100 000 sessions and vouchers, and its first paint
  ["deskSearch", "./deskSearchBench.ts", "runDeskSearchBench", "printDeskSearchBench"],
  ["consoleFirstPaint", "./consoleFirstPaint.ts", "runConsoleFirstPaint", "printConsoleFirstPaint"],
] as const) {
  const mod = (await import(module)) as Record<string, (arg?: unknown) => unknown>;
  if (!mod[run]) throw new Error(`${module} exports no ${run}`);
  const figures = await mod[run]();
  results[name] = figures;
  mod[print]?.(figures);
}

mkdirSync("reports", { recursive: true });
writeFileSync("reports/bench.json", `${JSON.stringify(results, null, 2)}\n`);
console.log("\nwritten: reports/bench.json");
