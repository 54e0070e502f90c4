import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type Checks, runChecks } from "../../tools/ci/runChecks.ts";
import { sideBySideFactor } from "../../tools/ci/sideBySideFactor.ts";
import { tempDir } from "../server/helpers/testApp.ts";

let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

// a shell step that waits for another part to have written a file: parts that must run side by
// side meet there (run one after the other, they would wait for ever, and the test's guard fails)
const waitFor = (file: string) => `while [ ! -f ${file} ]; do sleep 0.02; done`;
const vitestReport = (passed: number, failed = 0, skipped = 0) =>
  JSON.stringify({
    numPassedTests: passed,
    numFailedTests: failed,
    numPendingTests: skipped,
    numTodoTests: 0,
  });
const playwrightReport = (expected: number, unexpected = 0, flaky = 0) =>
  JSON.stringify({ stats: { expected, unexpected, flaky, skipped: 0 } });

function checks(over: Partial<Checks>, printed: string[]): Checks {
  return {
    build: { name: "production build", command: "true" },
    staticChecks: [],
    runners: [],
    logDir: dir,
    print: (text) => printed.push(text),
    ...over,
  };
}

function runner(kind: "vitest" | "playwright", command: string, afterBuild: "none" | "ended" | "passed") {
  return { name: kind, kind, command, report: join(dir, `${kind}.json`), afterBuild } as const;
}

describe("npm test's parts", () => {
  it("start the runners once the build has ended, side by side with each other and the static checks", async () => {
    dir = tempDir("gangway-checks-");
    writeFileSync(join(dir, "v.json.tmp"), vitestReport(3, 0, 1));
    writeFileSync(join(dir, "p.json.tmp"), playwrightReport(2, 0, 1));
    const printed: string[] = [];
    const outcome = await runChecks(
      checks(
        {
          build: { name: "production build", command: `touch ${dir}/built` },
          // a static check still running when the runners have started
          staticChecks: [{ name: "typecheck", command: `${waitFor(`${dir}/vitest-started`)}; echo typed` }],
          runners: [
            runner(
              "vitest",
              `test -f ${dir}/built && touch ${dir}/vitest-started && ${waitFor(`${dir}/playwright-started`)} && mv ${dir}/v.json.tmp ${dir}/vitest.json`,
              "ended",
            ),
            runner(
              "playwright",
              `test -f ${dir}/built && touch ${dir}/playwright-started && ${waitFor(`${dir}/vitest-started`)} && mv ${dir}/p.json.tmp ${dir}/playwright.json`,
              "passed",
            ),
          ],
        },
        printed,
      ),
    );
    expect(outcome.failures).toEqual([]);
    // two static checks, three and two tests (one of them flaky, which passed), one skipped
    expect(outcome.total).toEqual({ passed: 2 + 3 + 3, failed: 0, skipped: 1 });
    expect(printed.find((p) => p.includes("typecheck: ok"))).toContain("typed");
    expect(readFileSync(join(dir, "typecheck.log"), "utf8")).toBe("typed\n");
  });

  it("start a runner that needs no build beside the build", async () => {
    dir = tempDir("gangway-checks-");
    const outcome = await runChecks(
      checks(
        {
          // the build ends only once the stories have started
          build: { name: "production build", command: waitFor(`${dir}/stories-started`) },
          runners: [
            runner(
              "vitest",
              `touch ${dir}/stories-started; echo '${vitestReport(7)}' > ${dir}/vitest.json`,
              "none",
            ),
          ],
        },
        [],
      ),
    );
    expect(outcome.failures).toEqual([]);
    expect(outcome.total).toEqual({ passed: 1 + 7, failed: 0, skipped: 0 });
  });

  it("print each part's output in one piece, headed by its command and verdict, however their lines came", async () => {
    dir = tempDir("gangway-checks-");
    const printed: string[] = [];
    // the two checks' lines come turn about: a1, b1, a2, b2
    const outcome = await runChecks(
      checks(
        {
          staticChecks: [
            { name: "first", command: `echo a1; touch ${dir}/a1; ${waitFor(`${dir}/b1`)}; echo a2; exit 3` },
            { name: "second", command: `${waitFor(`${dir}/a1`)}; echo b1; touch ${dir}/b1; echo b2` },
          ],
        },
        printed,
      ),
    );
    expect(printed.find((p) => p.includes("(first:"))).toMatch(
      /^\n▶ echo a1; .* \(first: FAILED, \d+ s\)\na1\na2\n$/,
    );
    expect(printed.find((p) => p.includes("(second: ok"))).toMatch(/\nb1\nb2\n$/);
    expect(outcome.failures).toEqual(["first"]);
    expect(outcome.total).toEqual({ passed: 2, failed: 1, skipped: 0 });
  });

  it("keep the browser tests from a failed build, not the unit tests, and count both failures", async () => {
    dir = tempDir("gangway-checks-");
    const printed: string[] = [];
    const outcome = await runChecks(
      checks(
        {
          build: { name: "production build", command: "echo 'bundle broken' >&2; exit 1" },
          runners: [
            runner("vitest", `echo '${vitestReport(4, 1)}' > ${dir}/vitest.json; exit 1`, "ended"),
            runner("playwright", `touch ${dir}/browser-ran`, "passed"),
          ],
        },
        printed,
      ),
    );
    expect(existsSync(join(dir, "browser-ran"))).toBe(false);
    expect(outcome.failures).toEqual([
      "production build",
      "vitest",
      "playwright (crashed, no build or no report)",
    ]);
    // the build, the failed unit test, the browser tests that could not run
    expect(outcome.total).toEqual({ passed: 4, failed: 3, skipped: 0 });
    expect(printed.find((p) => p.includes("production build: FAILED"))).toContain("bundle broken");
  });

  it("count a runner that failed without a failed test in its report as one failure", async () => {
    dir = tempDir("gangway-checks-");
    const outcome = await runChecks(
      checks(
        { runners: [runner("vitest", `echo '${vitestReport(5)}' > ${dir}/vitest.json; exit 2`, "ended")] },
        [],
      ),
    );
    expect(outcome.failures).toEqual(["vitest (crashed, no build or no report)"]);
    expect(outcome.total).toEqual({ passed: 1 + 5, failed: 1, skipped: 0 });
  });
});

describe("a part that yields", () => {
  it("runs at a lower priority than the build the runners wait for", async () => {
    dir = tempDir("gangway-checks-");
    const printed: string[] = [];
    // the shell's own nice value (field 19 of its stat), as each part's command sees it
    const nice = "cut -d' ' -f19 /proc/$$/stat";
    await runChecks(
      checks(
        {
          build: { name: "production build", command: nice },
          staticChecks: [{ name: "typecheck", command: nice, yields: true }],
        },
        printed,
      ),
    );
    const niceOf = (name: string) => Number(printed.find((p) => p.includes(`(${name}: ok`))?.split("\n")[2]);
    expect(niceOf("typecheck")).toBe(Math.min(19, niceOf("production build") + 10));
  });
});

describe("what each part costs", () => {
  it("prints its CPU time beside its wall time, and the run's sum", async () => {
    dir = tempDir("gangway-checks-");
    const printed: string[] = [];
    // about a CPU-second of work in a child process, and none in the other part
    const busy = `${process.execPath} -e "const end = process.cpuUsage().user + 1e6; while (process.cpuUsage().user < end);"`;
    const outcome = await runChecks(
      checks(
        {
          staticChecks: [
            { name: "busy", command: busy },
            { name: "idle", command: "sleep 0.1" },
          ],
        },
        printed,
      ),
    );
    const cpuOf = (name: string) =>
      Number(/, (\d+) CPU-s\)/.exec(printed.find((p) => p.includes(`(${name}: ok`)) ?? "")?.[1]);
    expect(cpuOf("busy")).toBeGreaterThanOrEqual(1);
    expect(cpuOf("idle")).toBe(0);
    expect(outcome.cpuSeconds).toBe(cpuOf("busy"));
  });
});

describe("deadlines while the parts run side by side", () => {
  it("stretch by the load before the run and the lanes the run adds, per core, from 1 to 32", () => {
    // a quiet two-core machine running four lanes: each core has two to serve
    expect(sideBySideFactor(0, 2, 4)).toBe(2);
    expect(sideBySideFactor(0.3, 2, 4)).toBe(3);
    expect(sideBySideFactor(6, 2, 4)).toBe(5);
    expect(sideBySideFactor(0, 16, 4)).toBe(1);
    // a machine 40× slower than idle (issue 40): its deadlines stretch as far
    expect(sideBySideFactor(40, 2, 4)).toBe(22);
    expect(sideBySideFactor(200, 2, 4)).toBe(32);
  });
});
