// A Lighthouse trace with the page's main-thread tasks shrunk to the CPU time their thread spent
// (each task's `tdur`), for Lantern to simulate again (`lighthouse -A`). Lantern multiplies each
// observed task's wall time (`dur`) by the CPU slowdown, and on a loaded machine a task's wall time
// is mostly the time the renderer waited for a core: a 14 ms parse observed as 250 ms is a 1 s task
// at 4×, and time to interactive with it. The thread's own time is what the page costs a phone,
// whatever else the machine runs. Events inside a task move with it in proportion, so they stay
// inside it; the tasks keep their start, so the order of tasks and requests is the observed one.
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

export interface Trace {
  traceEvents: TraceEvent[];
}

export function threadTimeTrace(trace: Trace): { trace: Trace; tasks: number; savedMs: number } {
  const events = trace.traceEvents.map((e) => ({ ...e }));
  // the page's renderer main thread: where its HTML is parsed
  const parse = events.find((e) => e.name === "ParseHTML");
  if (!parse) throw new Error("no ParseHTML in the trace: not a page load");
  const thread = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid);
  const top: TraceEvent[] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const task of thread.filter((e) => e.ph === "X" && e.name === "RunTask").sort((a, b) => a.ts - b.ts)) {
    if (task.ts < end) continue; // nested in the task before
    top.push(task);
    end = task.ts + (task.dur ?? 0);
  }
  let savedUs = 0;
  let at = 0;
  for (const event of thread.sort((a, b) => a.ts - b.ts)) {
    while (at + 1 < top.length && (top[at + 1] as TraceEvent).ts <= event.ts) at++;
    const task = top[at];
    if (!task || event === task || !task.dur || task.tdur === undefined) continue;
    if (event.ts < task.ts || event.ts >= task.ts + task.dur) continue;
    const share = Math.min(1, task.tdur / task.dur);
    event.ts = task.ts + (event.ts - task.ts) * share;
    if (event.dur !== undefined) event.dur *= share;
  }
  for (const task of top)
    if (task.dur && task.tdur !== undefined && task.tdur < task.dur) {
      savedUs += task.dur - task.tdur;
      task.dur = task.tdur;
    }
  return { trace: { ...trace, traceEvents: events }, tasks: top.length, savedMs: savedUs / 1000 };
}
