import { afterEach, describe, expect, it } from "vitest";
import { clientKey, ipv6Prefixes } from "../../server/rateLimit/clientKey.ts";
import { ANALYTICS_LIMITS } from "../../server/analytics/analyticsLimits.ts";
import { CHECKOUT_LIMITS } from "../../server/shop/checkoutLimits.ts";
import { CRUISE_LIMIT } from "../../server/cruise/cruiseLimiter.ts";
import { DEFAULT_OPEN_LIMITS } from "../../server/opens/openLimits.ts";
import { CRUISE_ZONE, LINDQVIST, PMS } from "./helpers/cruise.ts";
import { CUSTOMER, SWIFT } from "./helpers/shop.ts";
import { startApp, type TestApp, ZONE, clock } from "./helpers/testApp.ts";

// a settled clock: the limits count in fixed windows, and a test straddling a window's end on
// the wall clock would get a second allowance
describe("clientKey: one client per address, IPv6 ones counted one by one", () => {
  it("keeps an IPv4 address, and reads an IPv4-mapped one as its IPv4 address however it is written", () => {
    expect(clientKey("10.0.0.7")).toBe("10.0.0.7");
    expect(clientKey("::ffff:10.0.0.7")).toBe("10.0.0.7");
    expect(clientKey("::FFFF:10.0.0.7")).toBe("10.0.0.7");
    expect(clientKey("::ffff:a00:7")).toBe("10.0.0.7");
  });

  it("gives an IPv6 address one key however it is written, and every other address of its /64 another", () => {
    const key = clientKey("2001:db8:aa:1::1");
    for (const same of ["2001:0DB8:00aa:0001:0:0:0:1", "2001:db8:aa:1:0:0:0:1", "2001:db8:aa:1::1%eth0"])
      expect(clientKey(same), same).toBe(key);
    for (const other of ["2001:db8:aa:1::2", "2001:db8:aa:1:ffff:ffff:ffff:ffff", "2001:db8:aa:2::1"])
      expect(clientKey(other), other).not.toBe(key);
    expect(clientKey("2001:db8:aa:1::10.1.2.3")).toBe("2001:db8:aa:1:0:0:a01:203");
    expect(clientKey("::")).not.toBe(clientKey("::1"));
  });

  it("leaves anything that is not an address as it is", () => {
    expect(clientKey("unknown")).toBe("unknown");
  });

  // issue 33, finding 2: one host holds a /64's millions of addresses; past a zone's cap they count together
  it("names an IPv6 address's /64 and /48 however it is written, and none for an IPv4 one", () => {
    for (const same of ["2001:db8:aa:1::1", "2001:0DB8:00aa:0001:ffff::7", "2001:db8:aa:1::10.1.2.3%eth0"])
      expect(ipv6Prefixes(same), same).toEqual(["2001:db8:aa:1::/64", "2001:db8:aa::/48"]);
    expect(ipv6Prefixes("2001:db8:aa:2::1")).toEqual(["2001:db8:aa:2::/64", "2001:db8:aa::/48"]);
    expect(ipv6Prefixes("::1")).toEqual(["0:0:0:0::/64", "0:0:0::/48"]);
    for (const none of ["10.0.0.7", "::ffff:10.0.0.7", "unknown"])
      expect(ipv6Prefixes(none), none).toBeUndefined();
  });
});

// a ship's LAN puts every SLAAC client in one /64: one passenger's limit must not be every IPv6
// passenger's (issue 26, finding 5: 10 trials from one address blocked the whole /64)
describe("every per-client limit counts IPv6 addresses one by one", () => {
  let t: TestApp;
  afterEach(() => t.close());
  const inject = (
    remoteAddress: string,
    method: "POST" | "PUT",
    url: string,
    zone: string,
    payload?: object,
  ) => t.app.inject({ method, url, remoteAddress, headers: { "x-zone-public-id": zone }, payload });
  const addressOf = (subnet: number, n: number) => `2001:db8:aa:${subnet}::${n.toString(16)}`;

  const cases = [
    {
      what: "voucher attempts",
      max: 5,
      send: (address: string, n: number) =>
        inject(address, "POST", "/api/v1/voucher/auth", ZONE, {
          mac: `10:00:00:00:01:${(n % 256).toString(16).padStart(2, "0")}`,
          voucher: "GUESS01",
          termsAccepted: true,
        }),
    },
    {
      what: "open activations",
      max: DEFAULT_OPEN_LIMITS.perClient.max,
      send: (address: string, n: number) =>
        inject(
          address,
          "POST",
          `/api/v1/open/1/auth/10:00:00:00:02:${n.toString(16).padStart(2, "0")}`,
          ZONE,
          { termsAccepted: true },
        ),
    },
    {
      what: "analytics events",
      max: ANALYTICS_LIMITS.perClient.max,
      send: (address: string, n: number) =>
        inject(address, "PUT", "/api/v1/analytics/onboard", ZONE, {
          timestamp: 1,
          sessionId: `s${n}`,
          zoneId: ZONE,
          event: "pageview",
        }),
    },
    {
      what: "checkouts",
      max: CHECKOUT_LIMITS.perClient.max,
      // an item not on sale: refused after the limit counted it, and no payment is made
      send: (address: string) =>
        inject(address, "POST", "/api/v1/store/order/checkout/nets", SWIFT, {
          ...CUSTOMER,
          items: [{ id: 99_999, amount: 1 }],
        }),
    },
    {
      what: "booking look-ups",
      max: CRUISE_LIMIT.max,
      send: (address: string) =>
        inject(address, "POST", `${PMS}/validate`, CRUISE_ZONE, { ...LINDQVIST, personalKey: "WRONG-1" }),
    },
  ];

  it.each(cases)(
    "$what: one address over its limit leaves the rest of its /64 theirs",
    async ({ max, send }) => {
      t = await startApp({
        storage: { now: clock().now },
        rateLimit: { voucherLimits: { perClient: { max: 5, windowMs: 60_000 } } },
      });
      for (let n = 1; n <= max; n++) expect((await send(addressOf(1, 1), n)).statusCode).not.toBe(429);
      expect((await send(addressOf(1, 1), max + 1)).statusCode).toBe(429);
      // another passenger on the ship's /64, and one on another /64
      expect((await send(addressOf(1, 2), max + 2)).statusCode).not.toBe(429);
      expect((await send(addressOf(2, 1), max + 3)).statusCode).not.toBe(429);
    },
  );
});
