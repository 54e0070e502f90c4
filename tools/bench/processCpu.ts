import { readFileSync } from "node:fs";

// CPU seconds (user + system) a process has used, from /proc on Linux; undefined elsewhere.
// Per request it is a steadier figure than throughput on a busy machine.
export function processCpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    // utime and stime, in clock ticks (100 per second on Linux)
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}
