import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_OPEN_LIMITS } from "../../server/opens/openLimits.ts";
import { readDb } from "./helpers/shop.ts";
import { startApp, type TestApp, ZONE, clock } from "./helpers/testApp.ts";

const OTHER_ZONE = "ae-kyma";
const mac = (n: number) =>
  `0c:00:00:00:${(n >> 8).toString(16).padStart(2, "0")}:${(n & 255).toString(16).padStart(2, "0")}`;

// a trial (or free access) writes a session and a grant for any mac the caller names
// a settled clock: the limits count in fixed windows, and a test straddling a window's end on
// the wall clock would get a second allowance
describe("open activations are limited per client address and per zone", () => {
  let t: TestApp;
  afterEach(() => t.close());
  const activate = (n: number, remoteAddress: string, zone = ZONE) =>
    t.app.inject({
      method: "POST",
      url: `/api/v1/open/1/auth/${mac(n)}`,
      payload: { termsAccepted: true },
      remoteAddress,
      headers: { "x-zone-public-id": zone },
    });
  const sessions = () =>
    readDb<{ n: number }>(t, "SELECT COUNT(*) AS n FROM sessions WHERE mac LIKE '0c:%'")[0]?.n;

  it("one address naming 200 macs gets 10 sessions, then 429 with Retry-After; another address is not held up", async () => {
    t = await startApp({ storage: { now: clock().now } });
    const statuses: number[] = [];
    for (let n = 0; n < 200; n++) statuses.push((await activate(n, "10.0.0.5")).statusCode);
    const max = DEFAULT_OPEN_LIMITS.perClient.max;
    expect(statuses.slice(0, max).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(max).every((s) => s === 429)).toBe(true);
    expect(sessions()).toBe(max);
    const limited = await activate(500, "10.0.0.5");
    expect(limited.json()).toMatchObject({ statusCode: 429, error: "Too Many Requests" });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(600);
    expect((await activate(501, "10.0.0.6")).statusCode).toBe(200);
  });

  it("scales the per-client limit by CLIENT_LIMIT_SCALE", async () => {
    t = await startApp({ storage: { now: clock().now }, rateLimit: { clientLimitScale: 3 } });
    const max = 3 * DEFAULT_OPEN_LIMITS.perClient.max;
    for (let n = 0; n < max; n++) expect((await activate(n, "10.0.0.5")).statusCode).toBe(200);
    expect((await activate(max, "10.0.0.5")).statusCode).toBe(429);
  });

  it("bounds what many addresses add to one zone, refusing only those over their share, and that zone only", async () => {
    t = await startApp({
      storage: { now: clock().now },
      rateLimit: { openLimits: { perZone: { max: 5, windowMs: 60_000, share: 1, hardMax: 8 } } },
    });
    for (let n = 1; n <= 5; n++) expect((await activate(n, `10.0.1.${n}`)).statusCode).toBe(200);
    // the cap is full: an address over its share is refused, a fresh one still served
    expect((await activate(11, "10.0.1.1")).statusCode).toBe(429);
    expect((await activate(6, "10.0.1.6")).statusCode).toBe(200);
    expect((await activate(8, "10.0.1.8")).statusCode).toBe(200);
    // the cap counts what it let through (the refused activation added nothing): an eighth is answered
    expect((await activate(9, "10.0.1.9")).statusCode).toBe(200);
    // the backstop refuses every address from then on, and reaches no other zone
    expect((await activate(10, "10.0.1.10")).statusCode).toBe(429);
    expect((await activate(7, "10.0.1.7", OTHER_ZONE)).statusCode).toBe(200);
  });
});
