import { readFileSync } from "node:fs";

function stalledMicros(): number | undefined {
  try {
    const some = readFileSync("/proc/pressure/cpu", "utf8").split("\n")[0] ?? "";
    const total = /total=(\d+)/.exec(some)?.[1];
    return total === undefined ? undefined : Number(total);
  } catch {
    return undefined;
  }
}

// Linux pressure stall information: the share of the run during which some task waited for a
// CPU. Near 0 % the figures are the server's; near 100 % the machine was busy with other work.
export function cpuPressureMeter(): () => number | null {
  const start = stalledMicros();
  const t0 = performance.now();
  return () => {
    const end = stalledMicros();
    if (start === undefined || end === undefined) return null;
    return Math.round(((end - start) / 1000 / (performance.now() - t0)) * 100);
  };
}
