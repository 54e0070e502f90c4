import { afterEach, describe, expect, it } from "vitest";
import { clientKey } from "../../server/rateLimit/clientKey.ts";
import { ANALYTICS_LIMITS } from "../../server/analytics/analyticsLimits.ts";
import { CHECKOUT_LIMITS } from "../../server/store/checkoutLimits.ts";
import { CRUISE_LIMIT } from "../../server/cruise/cruiseLimiter.ts";
import { DEFAULT_OPEN_LIMITS } from "../../server/opens/openLimits.ts";
import { CRUISE_ZONE, LINDQVIST, PMS } from "./helpers/cruise.ts";
import { CUSTOMER, SWIFT } from "./helpers/store.ts";
import { startApp, type TestApp, ZONE, clock } from "./helpers/testApp.ts";

// a settled clock: the limits count in fixed windows, and a test straddling a window's end on
// the wall clock would get a second allowance
describe("clientKey: one client per IPv4 address or IPv6 /64", () => {
  it("keeps an IPv4 address, and reads an IPv4-mapped one as its IPv4 address", () => {
    expect(clientKey("10.0.0.7")).toBe("10.0.0.7");
    expect(clientKey("::ffff:10.0.0.7")).toBe("10.0.0.7");
    expect(clientKey("::FFFF:10.0.0.7")).toBe("10.0.0.7");
  });

  it("gives every address of a /64 one key, however it is written, and another /64 another", () => {
    const key = clientKey("2001:db8:aa:1::1");
    for (const same of [
      "2001:db8:aa:1:ffff:ffff:ffff:ffff",
      "2001:0DB8:00aa:0001:1234:5678:9abc:def0",
      "2001:db8:aa:1:0:0:0:1",
      "2001:db8:aa:1::1%eth0",
      "2001:db8:aa:1::10.1.2.3",
    ])
      expect(clientKey(same), same).toBe(key);
    expect(clientKey("2001:db8:aa:2::1")).not.toBe(key);
    expect(clientKey("::1")).not.toBe(key);
    expect(clientKey("::")).toBe(clientKey("::1"));
  });

  it("leaves anything that is not an address as it is", () => {
    expect(clientKey("unknown")).toBe("unknown");
  });
});

// a phone picks any address of its /64 (SLAAC): rotating within it must not reset its allowance
describe("every per-client limit counts an IPv6 client by its /64", () => {
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

  it.each(cases)("$what", async ({ max, send }) => {
    t = await startApp({ now: clock().now, voucherLimits: { perClient: { max: 5, windowMs: 60_000 } } });
    for (let n = 1; n <= max; n++) expect((await send(addressOf(1, n), n)).statusCode).not.toBe(429);
    expect((await send(addressOf(1, max + 1), max + 1)).statusCode).toBe(429);
    // the next /64 is another client
    expect((await send(addressOf(2, 1), max + 2)).statusCode).not.toBe(429);
  });
});
