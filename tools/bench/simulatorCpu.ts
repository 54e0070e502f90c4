// The CPU the demo's access-controller simulator took inside a spawned server (its own counter on
// GET /metrics, gangway_simulator_cpu_seconds_total): what a bench takes out of the server's CPU,
// since the gateway it plays is not the server's work.

// given to the servers a bench spawns, so that it may scrape them
export const BENCH_METRICS_TOKEN = "gangway-bench-metrics-token-0123456789abcdef";

/** The simulator's CPU seconds so far; null when the server says none (no simulator, no metrics). */
export async function simulatorCpuSeconds(base: string): Promise<number | null> {
  try {
    const response = await fetch(`${base}/metrics`, {
      headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` },
    });
    if (!response.ok) return null;
    const line = (await response.text())
      .split("\n")
      .find((l) => l.startsWith("gangway_simulator_cpu_seconds_total "));
    return line === undefined ? null : Number(line.split(" ")[1]);
  } catch {
    return null;
  }
}
