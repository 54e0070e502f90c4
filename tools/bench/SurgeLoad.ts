// What either of the surge's load models measured (tools/bench/surge.ts): open arrivals'
// latencies summed up here, the closed loop's from autocannon (closedLoop.ts)
import type { ArrivalsResult } from "./boardingArrivals.ts";

// what either load model measured
export interface SurgeLoad {
  requests: number;
  errors: number;
  firstErrors: string[];
  completedDevices: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  peakInFlight: number;
  // open arrivals only: each step's p50/p99 in ms, "settings 2/9"
  steps?: string;
}

const percentile = (sorted: number[], p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);

export function surgeLoadOf(r: ArrivalsResult): SurgeLoad {
  const sorted = r.latenciesMs.sort((x, y) => x - y);
  return {
    requests: r.requests,
    errors: r.errors,
    firstErrors: r.firstErrors,
    completedDevices: r.completedDevices,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: Math.round(sorted.at(-1) ?? 0),
    peakInFlight: r.peakInFlight,
    steps: r.stepLatenciesMs
      .map((ms, i) => {
        const step = ms.sort((x, y) => x - y);
        return `${STEP_NAMES[i]} ${percentile(step, 50)}/${percentile(step, 99)}`;
      })
      .join(", "),
  };
}

const STEP_NAMES = ["settings", "session", "opens", "availability", "trial", "auth"];
