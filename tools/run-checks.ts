// `npm test`: the static checks (at once), the unit and story tests, the browser tests, then the
// closing "N passed, N failed" line summed from the runners' JSON reports (each static check counts
// as one). Exits non-zero on any failure.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

const STATIC_CHECKS: [string, string][] = [
  ["generated files are fresh", "node tools/gen/gen-all.ts --check"],
  ["OpenAPI document is fresh", "node server/openapi/generateOpenApi.ts --check"],
  ["lint and format (biome)", "biome check ."],
  ["typecheck", "tsc --noEmit"],
  ["manifest lint", "node tools/lint/lint-manifests.ts"],
  // the rooms table of the architecture (tools/checks/importRules.ts): who may import whom
  ["import rules", "node tools/checks/check-import-rules.ts"],
  ["catalogs complete", "node tools/i18n/check-catalogs.ts"],
  // the page bundle and the server-render entry (dist-ssr/) the server draws pages with
  ["production build", "npm run --silent build:portal"],
];

// the static checks at once: each waits on one core at most (tsc alone is half of their time),
// and their output is printed whole, one check after the other, as each would print it alone
function runAll(commands: string[]): Promise<boolean[]> {
  return Promise.all(
    commands.map(
      (command) =>
        new Promise<{ ok: boolean; output: string }>((done) => {
          let output = "";
          const child = spawn(command, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
          child.stdout.on("data", (chunk) => (output += chunk));
          child.stderr.on("data", (chunk) => (output += chunk));
          child.on("close", (code) => done({ ok: code === 0, output }));
        }),
    ),
  ).then((results) =>
    results.map(({ ok, output }, i) => {
      console.log(`\n▶ ${commands[i]}`);
      process.stdout.write(output);
      return ok;
    }),
  );
}

function run(command: string): boolean {
  console.log(`\n▶ ${command}`);
  return spawnSync(command, { stdio: "inherit", shell: true }).status === 0;
}

function readReport<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return null;
  }
}

const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];
rmSync("reports", { recursive: true, force: true });
mkdirSync("reports", { recursive: true });

const staticResults = await runAll(STATIC_CHECKS.map(([, command]) => command));
STATIC_CHECKS.forEach(([name], i) => {
  if (staticResults[i]) total.passed++;
  else {
    total.failed++;
    failures.push(name);
  }
});

// vitest: unit + storybook projects in one run, one JSON report
const vitestOk = run("vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json");
const vitest = readReport<{
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}>("reports/vitest.json");
if (vitest) {
  total.passed += vitest.numPassedTests;
  total.failed += vitest.numFailedTests;
  total.skipped += vitest.numPendingTests + vitest.numTodoTests;
}
if (!vitestOk && (!vitest || vitest.numFailedTests === 0)) {
  total.failed++;
  failures.push("vitest run (crashed or no report)");
} else if (!vitestOk) failures.push("vitest");

const e2eOk = existsSync("dist/index.html") && run("playwright test");
const e2e = readReport<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(
  "reports/playwright.json",
);
if (e2e) {
  total.passed += e2e.stats.expected + e2e.stats.flaky;
  total.failed += e2e.stats.unexpected;
  total.skipped += e2e.stats.skipped;
}
if (!e2eOk && (!e2e || e2e.stats.unexpected === 0)) {
  total.failed++;
  failures.push("playwright (crashed, no build or no report)");
} else if (!e2eOk) failures.push("playwright");

if (failures.length > 0) console.log(`\nfailed: ${failures.join(", ")}`);
console.log(
  `\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`,
);
process.exit(total.failed > 0 ? 1 : 0);
