import { availableParallelism, loadavg } from "node:os";

// A deadline in a test guards against a hang; it measures nothing. On a shared machine a busy
// minute slows every process at once, so each deadline is multiplied by one factor:
// TEST_TIMEOUT_FACTOR when set, else the machine's load per core when the run starts (1 on an idle
// machine, 4 when four processes want each core), never below 1 nor above 32: a run on a machine
// 40× slower than idle was seen (issue 40), and a larger factor only reports a real hang later.
const MAX_TIMEOUT_FACTOR = 32;

function factor(): number {
  const given = Number(process.env.TEST_TIMEOUT_FACTOR);
  if (Number.isFinite(given) && given > 0) return given;
  const perCore = (loadavg()[0] ?? 0) / availableParallelism();
  return Math.min(MAX_TIMEOUT_FACTOR, Math.max(1, Math.ceil(perCore)));
}

export const TIMEOUT_FACTOR = factor();

/** A deadline of `ms` on an idle machine, stretched by the machine's load (see above). */
export const scaled = (ms: number): number => Math.round(ms * TIMEOUT_FACTOR);
