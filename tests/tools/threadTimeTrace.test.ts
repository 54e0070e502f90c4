import { describe, expect, it } from "vitest";
import { type TraceEvent, threadTimeTrace } from "../../tools/bench/threadTimeTrace.ts";

const RENDERER = { pid: 7, tid: 1 };
const event = (name: string, ts: number, more: Partial<TraceEvent> = {}): TraceEvent => ({
  name,
  ph: "X",
  ...RENDERER,
  ts,
  ...more,
});

// a page load seen on a loaded machine: the parse's task waited 236 ms for a core and worked 14
const trace = () => ({
  metadata: { kept: true },
  traceEvents: [
    event("RunTask", 1_000, { dur: 250_000, tdur: 14_000 }),
    event("ParseHTML", 101_000, { dur: 100_000, tdur: 6_000 }),
    { name: "firstContentfulPaint", ph: "R", ...RENDERER, ts: 201_000 },
    event("RunTask", 300_000, { dur: 8_000, tdur: 8_000 }),
    event("RunTask", 400_000, { dur: 40_000 }), // no thread time recorded: kept as observed
    event("Layout", 410_000, { dur: 20_000 }),
    // the browser process's work on another thread is not the page's
    { ...event("RunTask", 1_000, { dur: 250_000, tdur: 1_000 }), pid: 3 },
  ],
});

describe("threadTimeTrace: the page's tasks at their thread's CPU time", () => {
  it("a task lasts its thread time and what is inside it shrinks in proportion, inside it", () => {
    const { trace: shrunk, tasks, savedMs } = threadTimeTrace(trace());
    const [task, parse, paint, next] = shrunk.traceEvents;
    expect(task).toMatchObject({ ts: 1_000, dur: 14_000 });
    // 100 ms into a 250 ms task and 100 ms long: 0.4 and 0.4 of its 14 ms
    expect(parse?.ts).toBeCloseTo(1_000 + 5_600);
    expect(parse?.dur).toBeCloseTo(5_600);
    expect(paint?.ts).toBeCloseTo(1_000 + 11_200);
    expect(next).toMatchObject({ ts: 300_000, dur: 8_000 });
    expect(tasks).toBe(3);
    expect(savedMs).toBe(236);
  });

  it("keeps tasks without thread time, other threads, the trace's other fields and its input", () => {
    const input = trace();
    const { trace: shrunk } = threadTimeTrace(input);
    expect(shrunk.traceEvents.slice(4)).toEqual(input.traceEvents.slice(4));
    expect(shrunk).toMatchObject({ metadata: { kept: true } });
    expect(input.traceEvents[0]).toMatchObject({ dur: 250_000 });
  });

  it("refuses a trace that loaded no page", () => {
    expect(() => threadTimeTrace({ traceEvents: [event("RunTask", 0, { dur: 5 })] })).toThrow(/ParseHTML/);
  });
});
