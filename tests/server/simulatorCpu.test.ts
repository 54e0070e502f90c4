import { afterEach, describe, expect, it } from "vitest";
import { sample } from "./helpers/promSample.ts";
import { DEVICE_CONNECTED, startApp, type TestApp, ZONE } from "./helpers/testApp.ts";

const TOKEN = "metrics-token-of-at-least-32-characters";
const METRIC = "gangway_simulator_cpu_seconds_total";
// a bound on the asks (a tick is 4 ms at most; an ask takes tens of microseconds of the simulator's)
const MAX_ASKS = 20_000;

// the simulator plays a gateway inside the server's process: its CPU is counted apart, so that a
// benchmark can take it out of the server's (tools/bench/surge.ts)
describe("gangway_simulator_cpu_seconds_total", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  const scrape = async () =>
    sample(
      (await (t as TestApp).app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } }))
        .body,
      METRIC,
    );

  it("grows as the simulator asks for devices (its Access-Requests, its accounting)", async () => {
    t = await startApp({ metrics: { token: TOKEN }, simulators: { accessController: true } });
    const simulator = t.app.gateway.simulator;
    if (!simulator) throw new Error("the simulator did not start");
    const before = (await scrape()) ?? Number.NaN;
    expect(before).toBeGreaterThanOrEqual(0);
    expect(await simulator.connect(ZONE, DEVICE_CONNECTED)).toBe(true);
    // the thread's CPU clock moves at the scheduler's ticks (ThreadCpuMeter.ts): ask until one
    // falls in the simulator's code; each ask is a fraction of a tick
    let asked = 0;
    while (((await scrape()) ?? 0) <= before && asked < MAX_ASKS)
      await simulator.connect(
        ZONE,
        `0e:00:00:00:${(asked >> 8).toString(16).padStart(2, "0")}:${(asked++ & 255).toString(16).padStart(2, "0")}`,
      );
    expect(await scrape()).toBeGreaterThan(before);
  });

  it("stays at 0 when the simulator is off", async () => {
    t = await startApp({
      metrics: { token: TOKEN },
      simulators: { accessController: false },
      gateway: { radius: { clients: [{ address: "127.0.0.1", secret: "simulator-cpu-test-secret" }] } },
    });
    expect(t.app.gateway.simulator).toBeUndefined();
    expect(await scrape()).toBe(0);
  });
});
