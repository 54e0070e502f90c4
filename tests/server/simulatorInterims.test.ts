import { describe, expect, it } from "vitest";
import type { Attribute } from "../../server/gateway/aaa/Attribute.ts";
import type { RadiusRequester } from "../../server/gateway/radius/RadiusRequester.ts";
import { SimulatorGateway } from "../../server/gateway/simulator/SimulatorGateway.ts";
import type { FastifyBaseLogger } from "fastify";

// what the simulator sent, and an Accept with the interval a zone's manifest would give
function rig(acceptInterimSeconds?: number) {
  const sent: { status: string; octets: number }[] = [];
  let release: (() => void) | undefined;
  const state = { now: 1_000_000, inFlight: 0, maxInFlight: 0, hold: false };
  const requester = {
    async sendFull() {
      const attributes = acceptInterimSeconds ? { "Acct-Interim-Interval": acceptInterimSeconds } : {};
      return { code: "Access-Accept", attributes };
    },
    async send(_target: unknown, _code: string, attributes: Attribute[]) {
      const get = (name: string) => attributes.find(([n]) => n === name)?.[1];
      sent.push({ status: String(get("Acct-Status-Type")), octets: Number(get("Acct-Output-Octets")) });
      state.inFlight++;
      state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
      if (state.hold) await new Promise<void>((resolve) => (release = resolve));
      state.inFlight--;
      return "Accounting-Response";
    },
  } as unknown as RadiusRequester;
  const simulator = new SimulatorGateway({
    secret: "s",
    server: () => ({ address: "127.0.0.1", authPort: 1, acctPort: 2 }),
    requester,
    now: () => state.now,
    log: { warn() {}, error() {}, info() {} } as unknown as FastifyBaseLogger,
  });
  return { simulator, sent, state, release: () => release?.() };
}

const interims = <T extends { status: string }>(sent: T[]) =>
  sent.filter((s) => s.status === "Interim-Update");

describe("the simulator's interim updates, as a real gateway sends them", () => {
  it("follows the Accept's Acct-Interim-Interval for each session", async () => {
    const { simulator, sent, state } = rig(30);
    await simulator.connect("z1", "02:00:00:00:00:01");
    expect(sent.map((s) => s.status)).toEqual(["Start"]);
    state.now += 29_000;
    await simulator.reportDue();
    expect(interims(sent)).toHaveLength(0);
    state.now += 1_000;
    await simulator.reportDue();
    expect(interims(sent)).toHaveLength(1);
    expect(interims(sent)[0]?.octets).toBeGreaterThan(0);
    // the next one a whole interval later, not at once
    await simulator.reportDue();
    expect(interims(sent)).toHaveLength(1);
  });

  it("waits 60 s when the Accept names no interval, and for the devices it adopts at start", async () => {
    const { simulator, sent, state } = rig();
    await simulator.connect("z1", "02:00:00:00:00:02");
    await simulator.adopt([{ zoneId: "z1", mac: "02:00:00:00:00:03", downBps: null }]);
    state.now += 59_999;
    await simulator.reportDue();
    expect(interims(sent)).toHaveLength(0);
    state.now += 1;
    await simulator.reportDue();
    expect(interims(sent)).toHaveLength(2);
  });

  it("starts a round only when the last has ended: a slow server never gets a second burst", async () => {
    const { simulator, sent, state, release } = rig(1);
    for (const n of [4, 5, 6]) await simulator.connect("z1", `02:00:00:00:00:0${n}`);
    state.hold = true;
    const stop = simulator.startInterims(() => {}, 1);
    try {
      state.now += 10_000;
      await expect.poll(() => interims(sent).length).toBe(1);
      // many timer turns while the server holds the first answer: nothing else goes out
      for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(interims(sent)).toHaveLength(1);
      state.hold = false;
      release();
      await expect.poll(() => interims(sent).length).toBeGreaterThanOrEqual(3);
      expect(state.maxInFlight).toBe(1);
    } finally {
      stop();
    }
  });
});
