import { readdirSync, readFileSync } from "node:fs";
import { processCpuSeconds } from "./processCpu.ts";

// a process's parent, from /proc (this kernel keeps no list of a task's children)
function parentOf(pid: string): number | undefined {
  try {
    // the fields after the command's name: state, then the parent's pid
    return Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ")[1]);
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds a process and every process under it have used (Linux; undefined elsewhere): a
 * server that answers on a second core in a child process (RADIUS_WORKERS) is measured whole.
 */
export function processTreeCpuSeconds(pid: number | undefined): number | undefined {
  const own = processCpuSeconds(pid);
  if (pid === undefined || own === undefined) return own;
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = parentOf(entry);
    if (parent !== undefined) children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  let total = own;
  const below = [...(children.get(pid) ?? [])];
  for (let next = below.pop(); next !== undefined; next = below.pop()) {
    total += processCpuSeconds(next) ?? 0;
    below.push(...(children.get(next) ?? []));
  }
  return total;
}
