import { readFileSync } from "node:fs";

/** The closing line's counts: every test of both runners, each static check as one. */
export interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

function readReport<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return null;
  }
}

/**
 * Adds a runner's JSON report to the tally. A runner that failed without a failed test in its
 * report (it crashed, or wrote none) counts as one failure, so the run cannot pass by accident.
 * Returns the failure's description for the closing summary, or null.
 */
export function addReport(
  total: Tally,
  runner: "vitest" | "playwright",
  file: string,
  ranOk: boolean,
): string | null {
  let failedTests = 0;
  if (runner === "vitest") {
    const report = readReport<VitestReport>(file);
    if (report) {
      total.passed += report.numPassedTests;
      total.skipped += report.numPendingTests + report.numTodoTests;
      failedTests = report.numFailedTests;
    }
  } else {
    const report = readReport<PlaywrightReport>(file);
    if (report) {
      total.passed += report.stats.expected + report.stats.flaky;
      total.skipped += report.stats.skipped;
      failedTests = report.stats.unexpected;
    }
  }
  total.failed += failedTests;
  if (ranOk && failedTests === 0) return null;
  if (failedTests > 0) return runner;
  total.failed++;
  return `${runner} (crashed, no build or no report)`;
}
