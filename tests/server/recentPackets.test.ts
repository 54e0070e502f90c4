import { describe, expect, it } from "vitest";
import { RecentPackets } from "../../server/gateway/radius/RecentPackets.ts";

// RFC 5080's duplicate detection: what a retransmission finds, for how long, and within what bound
describe("RecentPackets", () => {
  const answer = Buffer.from("answer");

  it("gives a retransmission within the window the first request's answer, and a later one none", () => {
    const recent = new RecentPackets(1_000, 100);
    expect(recent.seen("a", 0)).toBeUndefined();
    expect(recent.seen("a", 10)).toEqual({ at: 0, answer: undefined });
    recent.answered("a", answer);
    expect(recent.seen("a", 999)?.answer).toBe(answer);
    // past the window it is a new request, noted afresh
    expect(recent.seen("a", 1_000)).toBeUndefined();
    expect(recent.seen("a", 1_500)?.answer).toBeUndefined();
  });

  it("remembers a request for the whole window across its generations", () => {
    const recent = new RecentPackets(1_000, 100);
    for (let t = 0; t < 3_000; t += 100) {
      expect(recent.seen(`k${t}`, t)).toBeUndefined();
      // every request of the last second is still known, whichever generation holds it
      for (let back = t; back > t - 1_000 && back >= 0; back -= 100)
        expect(recent.seen(`k${back}`, t), `k${back} at ${t}`).toBeDefined();
    }
  });

  it("keeps at most its bound in a flood, the newest first", () => {
    const recent = new RecentPackets(30_000, 1_000);
    for (let i = 0; i < 10_000; i++) {
      recent.seen(`k${i}`, 5);
      expect(recent.size).toBeLessThanOrEqual(1_000);
    }
    expect(recent.seen("k9999", 6)).toBeDefined();
    expect(recent.seen("k0", 6)).toBeUndefined();
  });

  it("forgets a request that failed, so its retransmission is decided afresh", () => {
    const recent = new RecentPackets();
    recent.seen("a", 0);
    recent.forget("a");
    expect(recent.seen("a", 1)).toBeUndefined();
  });
});
