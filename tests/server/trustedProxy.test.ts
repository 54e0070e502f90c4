import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { CRUISE_ZONE, LINDQVIST, PMS } from "./helpers/cruise.ts";
import { startApp, type TestApp, clock } from "./helpers/testApp.ts";

// a settled clock: the limits count in fixed windows, and a test straddling a window's end on
// the wall clock would get a second allowance
describe("behind the TLS proxy (TRUST_PROXY): limits per client, not per proxy", () => {
  let t: TestApp;
  afterEach(() => t.close());
  const lookUp = (client: string) =>
    t.app.inject({
      method: "POST",
      url: `${PMS}/validate`,
      remoteAddress: "127.0.0.1",
      headers: { "x-zone-public-id": CRUISE_ZONE, "x-forwarded-for": client },
      payload: { ...LINDQVIST, personalKey: "WRONG-1" },
    });

  it("the 31st booking look-up of one passenger is refused; the next passenger's first is not", async () => {
    t = await startApp({ storage: { now: clock().now }, http: { trustProxy: "127.0.0.1" } });
    for (let i = 0; i < 30; i++) expect((await lookUp("10.1.0.5")).statusCode).toBe(200);
    const limited = await lookUp("10.1.0.5");
    expect(limited.statusCode).toBe(429);
    expect((await lookUp("10.1.0.6")).statusCode).toBe(200);
  });

  it("a forwarded address is believed only from the trusted proxy", async () => {
    t = await startApp({ storage: { now: clock().now }, http: { trustProxy: "127.0.0.1" } });
    const spoof = (client: string) =>
      t.app.inject({
        method: "POST",
        url: `${PMS}/validate`,
        remoteAddress: "10.9.9.9",
        headers: { "x-zone-public-id": CRUISE_ZONE, "x-forwarded-for": client },
        payload: { ...LINDQVIST, personalKey: "WRONG-1" },
      });
    for (let i = 0; i < 30; i++) expect((await spoof(`10.1.1.${i}`)).statusCode).toBe(200);
    expect((await spoof("10.1.2.1")).statusCode).toBe(429);
  });

  it("logs relay ids shortened, in messages and in request lines", async () => {
    let log = "";
    const stream = new Writable({
      write(chunk, _enc, done) {
        log += chunk;
        done();
      },
    });
    t = await startApp({ http: { logger: { level: "info", stream } } });
    const res = await t.api("POST", `${PMS}/validate`, LINDQVIST, CRUISE_ZONE);
    const id = res.json().id as string;
    await t.api("GET", `${PMS}/validate/poll/${id}`, undefined, CRUISE_ZONE);
    await t.app.inject({
      url: `/triggerrelay?mac=02:00:00:00:00:10&zoneId=${CRUISE_ZONE}&captiveStep=8&relayId=${id}`,
    });
    expect(id.length).toBeGreaterThan(8);
    expect(log).toContain(id.slice(0, 6));
    expect(log).not.toContain(id);
  });
});
