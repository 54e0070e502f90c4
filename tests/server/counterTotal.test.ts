import { describe, expect, it } from "vitest";
import { counterTotal } from "../../server/access/counterTotal.ts";

const G = 2 ** 32;

describe("a session counter's running total", () => {
  it("with Gigawords: the larger total wins, so a resent or late packet adds nothing", () => {
    expect(counterTotal(5 * G + 10, 5 * G + 20, false)).toBe(5 * G + 20);
    expect(counterTotal(5 * G + 20, 5 * G + 10, false)).toBe(5 * G + 20);
  });

  it("without them: growth across any number of wraps, a late or resent packet adds nothing", () => {
    let total = 0;
    // 10 GB in steps of 1.5 GB, as a gateway without Gigawords reports them (modulo 2^32)
    for (let sent = 1.5e9; sent <= 10e9; sent += 1.5e9) {
      total = counterTotal(total, sent % G, true);
      expect(total).toBe(sent);
      expect(counterTotal(total, sent % G, true)).toBe(total);
      expect(counterTotal(total, (sent - 1e6) % G, true)).toBe(total);
    }
  });
});
