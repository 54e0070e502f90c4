import { describe, expect, it } from "vitest";
import { checkLimits, type FairCap, GROUP_PART } from "../../server/rateLimit/checkLimits.ts";
import { addressClient, deviceClient, type LimitClient } from "../../server/rateLimit/LimitClient.ts";
import { MemoryLimitStore } from "../../server/rateLimit/MemoryLimitStore.ts";

// issue 33, finding 2: the rules of a zone's fair cap, on one store and a settled clock
const CAP: FairCap = { max: 10, windowMs: 60_000, share: 2, hardMax: 40 };
const NOW = Date.parse("2026-06-01T12:00:10Z");

function zone() {
  const store = new MemoryLimitStore();
  const ask = async (client: LimitClient) =>
    (await checkLimits(store, [{ scope: "zone", key: "z", client, cap: CAP }], NOW)) === undefined;
  // each client asks `each` times; how many of all were let through
  const crowd = async (clients: LimitClient[], each: number) => {
    let through = 0;
    for (const client of clients) for (let i = 0; i < each; i++) if (await ask(client)) through++;
    return through;
  };
  return { ask, crowd };
}

const v4 = (n: number) => addressClient(`10.66.${n >> 8}.${n & 255}`);
const v6 = (n: number, net = 1) => addressClient(`2001:db8:5e1:${net}::${n.toString(16)}`);

describe("a zone's fair cap", () => {
  it("counts what it let through: each client adds its share at most, so a crowd meets the backstop only by its size", async () => {
    const z = zone();
    expect(
      await z.crowd(
        Array.from({ length: 10 }, (_, n) => v4(1000 + n)),
        1,
      ),
    ).toBe(CAP.max);
    // past the cap, 2 each: 15 addresses at 5 requests are let through 30 (the rest counts nowhere)
    expect(
      await z.crowd(
        Array.from({ length: 15 }, (_, n) => v4(n)),
        5,
      ),
    ).toBe(15 * CAP.share);
    // the backstop: 40 let through
    expect(await z.ask(v4(100))).toBe(false);
  });

  it("never refuses a device the gateway vouches for at the backstop, only over its share", async () => {
    const z = zone();
    await z.crowd(
      Array.from({ length: 30 }, (_, n) => v4(n)),
      2,
    );
    expect(await z.ask(v4(200))).toBe(false);
    const device = deviceClient("z", "02:00:00:00:00:42");
    expect(await z.ask(device)).toBe(true);
    expect(await z.ask(device)).toBe(true);
    expect(await z.ask(device)).toBe(false);
  });

  it("lets one IPv6 /64 (and one /48) have a part of the backstop past the cap, then refuses its addresses as one", async () => {
    const z = zone();
    expect(
      await z.crowd(
        Array.from({ length: 10 }, (_, n) => v4(n)),
        1,
      ),
    ).toBe(CAP.max);
    // a host with 100 addresses of one /64 gets hardMax / GROUP_PART past the cap
    const host = Array.from({ length: 100 }, (_, n) => v6(n));
    expect(await z.crowd(host, 1)).toBe(CAP.hardMax / GROUP_PART);
    // another /64 of the same /48 too is that site's part
    expect(await z.ask(v6(1, 2))).toBe(false);
    // another site's /64 and an IPv4 address are served
    expect(await z.ask(addressClient("2001:db8:77:1::1"))).toBe(true);
    expect(await z.ask(v4(300))).toBe(true);
  });
});
