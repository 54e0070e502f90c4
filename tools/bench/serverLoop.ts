// A spawned server's event loop during a bench, from its own GET /metrics (prom-client's default
// metrics): the loop's delay is what every request waits on top of its own work, so a long
// synchronous task or a GC pause shows here as a tail, apart from the load generator's queue.
// prom-client resets its delay histogram at every scrape: scrape once before the run (that
// empties it) and once after (that reads the run's).
import { BENCH_METRICS_TOKEN } from "./simulatorCpu.ts";

export interface LoopFigures {
  // the event loop's delay, p99 and max, in ms: how late the monitor's timer fired. Its histogram
  // holds the whole interval between two samples (server/metrics/eventLoopResolutionMs.ts), which
  // the run's shortest (the resolution, on time) is taken off
  delayP99Ms: number;
  delayMaxMs: number;
  // seconds the garbage collector paused the main thread so far (all kinds)
  gcSeconds: number;
}

const value = (lines: string[], name: string) => {
  const line = lines.find((l) => l.startsWith(`${name} `));
  return line === undefined ? Number.NaN : Number(line.split(" ")[1]);
};

/** The loop's figures since the previous scrape (the GC's since the start); null without metrics. */
export async function serverLoop(base: string): Promise<LoopFigures | null> {
  try {
    const response = await fetch(`${base}/metrics`, {
      headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` },
    });
    if (!response.ok) return null;
    const lines = (await response.text()).split("\n");
    const gcSeconds = lines
      .filter((l) => l.startsWith("nodejs_gc_duration_seconds_sum"))
      .reduce((sum, l) => sum + Number(l.split(" ").at(-1)), 0);
    const late = (name: string) =>
      Math.round((value(lines, name) - value(lines, "nodejs_eventloop_lag_min_seconds")) * 1e4) / 10;
    return {
      delayP99Ms: late("nodejs_eventloop_lag_p99_seconds"),
      delayMaxMs: late("nodejs_eventloop_lag_max_seconds"),
      gcSeconds,
    };
  } catch {
    return null;
  }
}
