import { describe, expect, it } from "vitest";
import { runSurge } from "../../tools/bench/surge.ts";
import { scaled } from "../timeoutFactor.ts";

// the boarding surge bench (tools/bench/surge.ts) against a real server of its own: both load
// models bring every device through its six calls, and the figures come from the server itself
describe("the boarding surge bench", () => {
  it(
    "brings open arrivals aboard, each step timed, the server's loop and CPU read",
    async () => {
      const r = await runSurge({
        devices: 20,
        arrivalsPerSecond: 40,
        brandCache: "warm",
        firstDevice: 900_000,
      });
      expect(r.firstErrors).toEqual([]);
      expect(r).toMatchObject({ completedDevices: 20, errors: 0, requests: 120 });
      expect(r.arrivals).toMatch(/^open: 40 devices a second/);
      expect(r.stepsP50P99Ms).toMatch(/^settings \d+\/\d+, session .*, auth \d+\/\d+$/);
      // the delay beyond the monitor's sampling interval: 0 on a loop never late
      expect(r.loopDelayP99Ms).toBeGreaterThanOrEqual(0);
      expect(r.gcSeconds).toBeGreaterThanOrEqual(0);
      expect(r.serverCpuMsPerDevice).toBeGreaterThan(0);
    },
    scaled(60_000),
  );

  it(
    "keeps a closed loop's devices in flight and says its p99 is its own queue's",
    async () => {
      const r = await runSurge({ devices: 20, concurrency: 4, brandCache: "warm", firstDevice: 910_000 });
      expect(r).toMatchObject({ completedDevices: 20, errors: 0, requests: 120, stepsP50P99Ms: null });
      expect(r.arrivals).toBe("closed loop: 4 devices in flight at all times");
      expect(r.loopDelayMaxMs).toBeGreaterThanOrEqual(r.loopDelayP99Ms ?? 0);
    },
    scaled(60_000),
  );
});
