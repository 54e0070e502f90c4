// `npm run bench:start-page`: the start-page part of the bench alone (BENCH_ZONES=a,b to measure
// a few zones, BENCH_CPU=4 for the runs with the CPU slowed 4× only), printed and written to
// reports/bench-start-page.json. No server or surge figures.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { printStartPageBench } from "./printStartPageBench.ts";
import { benchZoneFilter, runStartPageBench, startPageOverBudget } from "./startPageBench.ts";

if (!existsSync("dist/gangway-chunks.json") || !existsSync("dist-ssr/renderPage.js"))
  spawnSync("npm run --silent build:portal", { stdio: "inherit", shell: true });
const startPage = await runStartPageBench(benchZoneFilter());
printStartPageBench(startPage);
// a start page over any of its budgets fails the run (its figures are still written)
if (startPageOverBudget(startPage)) {
  console.log("a start page passed its budget: this run fails");
  process.exitCode = 1;
}
mkdirSync("reports", { recursive: true });
writeFileSync("reports/bench-start-page.json", `${JSON.stringify(startPage, null, 2)}\n`);
console.log("\nwritten: reports/bench-start-page.json");
