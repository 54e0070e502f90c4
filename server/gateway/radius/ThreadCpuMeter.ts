/**
 * The CPU time this thread spent in the code it was given: the demo's access-controller simulator
 * runs in the server's process, and a benchmark must count the server's work apart from the
 * gateway's it plays (tools/bench/surge.ts reads it from GET /metrics). Linux advances a thread's
 * CPU clock at the scheduler's ticks, so one short section reads 0 or a tick: the sum over many is
 * the estimate (each tick counted where it fell), good over thousands of packets. Reading the
 * clock costs about a microsecond, so only a meter that was asked for is made.
 */
export class ThreadCpuMeter {
  #micros = 0;

  get seconds(): number {
    return this.#micros / 1e6;
  }

  time<T>(work: () => T): T {
    const before = process.threadCpuUsage();
    try {
      return work();
    } finally {
      const after = process.threadCpuUsage(before);
      this.#micros += after.user + after.system;
    }
  }
}
