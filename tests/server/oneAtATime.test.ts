import { describe, expect, it } from "vitest";
import { oneAtATime } from "../../server/zones/oneAtATime.ts";

// a task whose runs the test finishes one by one
function controlled() {
  const runs: { finish: (value: number) => void }[] = [];
  let started = 0;
  const task = () =>
    new Promise<number>((finish) => {
      started++;
      runs.push({ finish: () => finish(started) });
    });
  return { task, runs, started: () => started };
}

// reloads of the manifests (SIGHUP, MANIFESTS_WATCH's saves) go through oneAtATime
describe("oneAtATime", () => {
  it("runs one at a time; calls meanwhile share one follow-up run, started when the first ends", async () => {
    const c = controlled();
    const once = oneAtATime(c.task);
    const first = once.run();
    const second = once.run();
    const third = once.run();
    expect(second).toBe(third);
    expect(c.started()).toBe(1);
    c.runs[0]?.finish(0);
    expect(await first).toBe(1);
    // the follow-up starts only now, after the first run ended
    await untilStarted(c, 2);
    c.runs[1]?.finish(0);
    expect(await second).toBe(2);
    expect(c.started()).toBe(2);
    await once.idle();
  });

  it("starts the follow-up after a failed run too, and idle() waits for both", async () => {
    let calls = 0;
    const once = oneAtATime(async () => {
      calls++;
      if (calls === 1) throw new Error("first fails");
      return calls;
    });
    const first = once.run();
    const second = once.run();
    await expect(first).rejects.toThrow("first fails");
    await once.idle();
    expect(await second).toBe(2);
    expect(calls).toBe(2);
  });
});

// the follow-up run starts a few microtasks after the first settles: wait for it, not for a time
async function untilStarted(c: ReturnType<typeof controlled>, n: number): Promise<void> {
  for (let tick = 0; c.started() < n && tick < 100; tick++) await Promise.resolve();
  expect(c.started()).toBe(n);
}
