// `npm test`: the static checks, the unit, server and story tests (Vitest) and the browser tests
// (Playwright), side by side (tools/ci/runChecks.ts), then the closing "N passed, N failed" line
// summed from the runners' JSON reports (each static check counts as one). Exits non-zero on any
// failure.
//
// Side by side because each part alone leaves a core idle for much of its time (a browser test
// waits on the server and the page, a server test on its database file): one after the other on
// two cores the parts took 11 minutes. Only the production build comes first for two of them:
// the browser tests serve it and two server tests draw pages with it; the stories start at once.
import { mkdirSync, rmSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { runChecks } from "./ci/runChecks.ts";
import { sideBySideFactor } from "./ci/sideBySideFactor.ts";

rmSync("reports", { recursive: true, force: true });
mkdirSync("reports", { recursive: true });
// the non-story Vitest's workers (VITEST_WORKERS, below), the stories' two and Playwright's three
// (playwright.config.ts), with their browsers and servers: the deadlines in tests know of the load
// this run adds, not only of the load before it
const VITEST_WORKERS = 4;
process.env.TEST_TIMEOUT_FACTOR ??= String(
  sideBySideFactor(loadavg()[0] ?? 0, availableParallelism(), VITEST_WORKERS + 2 + 3),
);

const { total, failures, seconds, cpuSeconds } = await runChecks({
  // the page bundle and the server-render entry (dist-ssr/) the server draws pages with
  build: { name: "production build", command: "npm run --silent build:portal" },
  // the static checks run beside the build the runners wait for, and yield to it
  staticChecks: [
    ["generated files are fresh", "node tools/gen/gen-all.ts --check"],
    ["OpenAPI document is fresh", "node tools/openapi/generateOpenApi.ts --check"],
    ["lint and format (biome)", "biome check ."],
    // TypeScript 7 (native, the typescript7 alias): the same verdicts as 5.9 here, at a third of its
    // CPU (11 s against 34 s). 5.9 stays the package "typescript": its compiler API, which TS 7 no
    // longer has, reads the imports for the import rules. Both name a `tsc` bin: called by its path
    ["typecheck", "node node_modules/typescript7/bin/tsc --noEmit"],
    ["manifest lint", "node tools/lint/lint-manifests.ts"],
    // the rooms table of the architecture (tools/checks/importRules.ts): who may import whom
    ["import rules", "node tools/checks/check-import-rules.ts"],
    ["catalogs complete", "node tools/i18n/check-catalogs.ts"],
  ].map(([name, command]) => ({ name: name as string, command: command as string, yields: true })),
  runners: [
    {
      // the unit, server, tools and PostgreSQL projects: every Vitest project but the stories. The
      // critical path of the run, and mostly waiting (on a CLI, a server, PostgreSQL or FreeRADIUS
      // it started: 628 CPU-s in 933 s on two workers, 0.67 of a core): four workers wait side by side
      name: "vitest",
      command: `vitest run --project '!storybook' --maxWorkers=${VITEST_WORKERS} --reporter=default --reporter=json --outputFile.json=reports/vitest.json`,
      kind: "vitest",
      report: "reports/vitest.json",
      afterBuild: "ended",
    },
    {
      // every story in Chromium, in a Vitest of its own: one Vitest serves every module its
      // browser loads and every module its workers import from one thread, and its workers are
      // shared by all its projects; this one needs no build and starts at once
      name: "stories",
      command:
        "vitest run --project storybook --reporter=default --reporter=json --outputFile.json=reports/vitest-stories.json",
      kind: "vitest",
      report: "reports/vitest-stories.json",
      afterBuild: "none",
    },
    {
      name: "playwright",
      command: "playwright test",
      kind: "playwright",
      report: "reports/playwright.json",
      afterBuild: "passed",
    },
  ],
  logDir: "reports",
  print: (text) => process.stdout.write(text),
});

// the CPU time beside the wall time: on a shared machine the wall time is mostly the others' load
console.log(
  `\nall parts: ${seconds} s, ${cpuSeconds} CPU-s (factor for deadlines: ${process.env.TEST_TIMEOUT_FACTOR})`,
);
if (failures.length > 0) console.log(`\nfailed: ${failures.join(", ")}`);
console.log(
  `\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`,
);
process.exit(total.failed > 0 ? 1 : 0);
