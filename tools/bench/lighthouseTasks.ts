// `node tools/bench/lighthouseTasks.ts <report dir>`: the page's main-thread tasks in the traces
// Lighthouse kept (lighthouseFigures.ts with LIGHTHOUSE_REPORTS: `<target>-<method>-<run>-0.trace.json`),
// each task that Lantern's simulation makes long and what is inside it. Simulated throttling
// multiplies each observed task by the CPU slowdown (4×), so a task over 12.5 ms observed is a long
// task (> 50 ms) and time to interactive is no earlier than its simulated end (Lantern's
// Interactive: the later of LCP and the last long task). Each task's thread CPU time beside its wall
// time: on a loaded machine the wall time is mostly the wait for a core, and a task long in CPU time
// (marked "cpu long") is long on any machine. Figures for a reader, not a test.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { TraceEvent as TraceEventBase } from "./threadTimeTrace.ts";

// a trace event as threadTimeTrace.ts reads it, with what this report shows of a task's inside
interface TraceEvent extends TraceEventBase {
  args?: { elementCount?: number; beginData?: { totalObjects?: number; startLine?: number } };
}

const CPU_SLOWDOWN = 4;
const LONG_MS = 50 / CPU_SLOWDOWN;
// the work a long task is made of, as the trace names it (a task's other events are its plumbing)
const PARTS = [
  "ParseHTML",
  "UpdateLayoutTree",
  "Layout",
  "Paint",
  "PaintImage",
  "EvaluateScript",
  "Decode Image",
];
const ms = (us: number) => (us / 1000).toFixed(1);

function longTasks(file: string): string[] {
  const events = (JSON.parse(readFileSync(file, "utf8")).traceEvents ?? []) as TraceEvent[];
  // the page's renderer main thread: where its HTML is parsed
  const parse = events.find((e) => e.name === "ParseHTML");
  if (!parse) return ["  (no ParseHTML: not a page load)"];
  const main = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === "X" && e.dur);
  const start =
    events.find((e) => e.name === "navigationStart" && e.pid === parse.pid)?.ts ?? main[0]?.ts ?? 0;
  const lines: string[] = [];
  const long = (e: TraceEvent) => Math.max(e.dur ?? 0, e.tdur ?? 0) > LONG_MS * 1000;
  for (const task of main.filter((e) => e.name === "RunTask" && long(e))) {
    const end = task.ts + (task.dur ?? 0);
    const inside = main
      .filter((e) => e !== task && e.ts >= task.ts && e.ts < end && PARTS.includes(e.name))
      .map((e) => {
        const count = e.args?.elementCount ?? e.args?.beginData?.totalObjects;
        return `${e.name}${count ? ` (${count})` : ""} ${ms(e.dur ?? 0)} (cpu ${ms(e.tdur ?? 0)})`;
      });
    const cpu = task.tdur ?? 0;
    lines.push(
      `  at ${ms(task.ts - start).padStart(7)} ms: ${ms(task.dur ?? 0).padStart(6)} ms, cpu ${ms(cpu).padStart(5)} ms${cpu > LONG_MS * 1000 ? ` (cpu long: ×${CPU_SLOWDOWN} = ${Math.round((cpu * CPU_SLOWDOWN) / 1000)} ms)` : ""}  ${inside.join(", ") || "navigation commit, window and context set-up"}`,
    );
  }
  return lines;
}

const dir = process.argv[2];
if (!dir) {
  console.error("name a directory of kept Lighthouse reports (LIGHTHOUSE_REPORTS with lighthouseFigures.ts)");
  process.exit(2);
}
for (const name of readdirSync(dir)
  .filter((n) => n.endsWith(".trace.json"))
  .sort()) {
  console.log(name);
  for (const line of longTasks(join(dir, name))) console.log(line);
}
