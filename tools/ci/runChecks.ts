import { type Part, type PartResult, runPart } from "./runPart.ts";
import { addReport, type Tally } from "./tally.ts";

/** A test runner of `npm test`, with the JSON report its tally is read from. */
export interface Runner extends Part {
  kind: "vitest" | "playwright";
  report: string;
  /**
   * when it starts: at once ("none": it needs no build), once the production build has ended
   * ("ended": it draws pages with it), or only once the build has passed ("passed": it serves it;
   * without one it counts as failed)
   */
  afterBuild: "none" | "ended" | "passed";
}

export interface Checks {
  /** the production build: the static check the runners wait for */
  build: Part;
  staticChecks: Part[];
  runners: Runner[];
  /** where each part's output goes while it runs (<logDir>/<part>.log) */
  logDir: string;
  print: (text: string) => void;
}

export interface Outcome {
  total: Tally;
  failures: string[];
  seconds: number;
  /** the CPU time of every part, summed: what the run costs on any machine */
  cpuSeconds: number;
}

/**
 * Runs every part of `npm test` side by side, except that a runner that needs the build starts
 * once it has ended. Each part's output is printed in one piece when it ends (the parts' lines would mix
 * otherwise), headed by its command, whether it passed and how long it took. Each static check
 * counts as one test; the runners' tests are read from their JSON reports.
 */
export async function runChecks(checks: Checks): Promise<Outcome> {
  const started = performance.now();
  const total: Tally = { passed: 0, failed: 0, skipped: 0 };
  let cpuSeconds = 0;
  const start = async (part: Part): Promise<PartResult> => {
    const result = await runPart(part, `${checks.logDir}/${part.name.replace(/\W+/g, "-")}.log`);
    const verdict = result.ok ? "ok" : "FAILED";
    cpuSeconds += result.cpuSeconds ?? 0;
    const cpu = result.cpuSeconds === null ? "" : `, ${result.cpuSeconds} CPU-s`;
    checks.print(
      `\n▶ ${result.command}  (${result.name}: ${verdict}, ${result.seconds} s${cpu})\n${result.output}`,
    );
    return result;
  };
  const check = async (part: Part): Promise<boolean> => {
    const { ok } = await start(part);
    if (ok) total.passed++;
    else total.failed++;
    return ok;
  };

  const build = check(checks.build);
  const statics = checks.staticChecks.map(check);
  const runners = checks.runners.map(async (runner) => {
    const built = runner.afterBuild === "none" || (await build);
    const ok = (built || runner.afterBuild === "ended") && (await start(runner)).ok;
    return addReport(total, runner.kind, runner.report, ok);
  });
  // the failures in the parts' order, however they ended
  const checked = await Promise.all([build, ...statics]);
  const failures = [checks.build, ...checks.staticChecks]
    .filter((_, i) => !checked[i])
    .map((part) => part.name)
    .concat((await Promise.all(runners)).filter((failure) => failure !== null));
  return { total, failures, seconds: Math.round((performance.now() - started) / 1000), cpuSeconds };
}
