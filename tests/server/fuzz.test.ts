import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEVICE_CONNECTED, startApp, type TestApp } from "./helpers/testApp.ts";

// a small seeded generator, so a failure can be replayed
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const ENDPOINTS: [string, string][] = [
  ["GET", "/api/v1/settings"],
  ["GET", "/api/v1/session/{mac}"],
  ["POST", "/api/v1/session/reset/{mac}"],
  ["POST", "/api/v1/session/logout/{mac}"],
  ["POST", "/api/v1/voucher/auth"],
  ["GET", "/api/v1/opens/zone"],
  ["GET", "/api/v1/open/{id}/available/{mac}"],
  ["POST", "/api/v1/open/{id}/auth/{mac}"],
  ["PUT", "/api/v1/analytics/onboard"],
  ["GET", "/api/v1/internet-check"],
  ["POST", "/api/v1/radius/authorize"],
  ["POST", "/api/v1/radius/accounting"],
  ["POST", "/api/v1/relay/{id}"],
  ["POST", "/api/test/reset"],
  ["GET", "/auth?mac={mac}&zoneId={zone}&captiveStep={id}&retryCount={id}"],
  ["GET", "/logout?mac={mac}&zoneId={zone}"],
  ["GET", "/tempbypass?mac={mac}&zoneId={zone}&retryCount={id}"],
  ["GET", "/triggerrelay?mac={mac}&zoneId={zone}&relayId={id}"],
];
const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"];
const CONTENT_TYPES = [
  "application/json",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "application/json; charset=latin1",
  "image/png",
];

describe("junk requests", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ testMode: true });
  });
  afterAll(() => t.close());

  it("never get a 5xx across 400 random requests", async () => {
    const rand = mulberry32(20261122);
    const pick = <T>(xs: T[]): T => xs[Math.floor(rand() * xs.length)] as T;
    const junkString = () =>
      pick([
        "",
        " ",
        "null",
        "-1",
        "1e309",
        "NaN",
        "%00",
        "%",
        "../../etc/passwd",
        "<script>",
        "'; DROP TABLE sessions;--",
        "ä€𝄞",
        "a".repeat(300),
        "02:00:00:00:00:01",
        "02-00-00-00-00-01",
        "020000000001",
        "0",
        "99999999999999999999",
        String(Math.floor(rand() * 1e6)),
        "__proto__",
        "constructor",
        "\u0000",
      ]);
    const junkValue = (): unknown =>
      pick([
        junkString(),
        rand() * 1e12,
        -1,
        true,
        null,
        [],
        {},
        [junkString()],
        { mac: junkString() },
        Number.POSITIVE_INFINITY,
      ]);
    const junkBody = (): string | undefined =>
      pick([
        undefined,
        "",
        "{",
        "[]",
        "null",
        "true",
        '"x"',
        "{}".repeat(3),
        JSON.stringify({ mac: junkString(), voucher: junkString(), logoutOldest: junkValue() }),
        JSON.stringify({ mac: DEVICE_CONNECTED, voucher: junkValue(), voucherCode: junkValue() }),
        JSON.stringify({
          timestamp: junkValue(),
          sessionId: junkValue(),
          zoneId: junkValue(),
          event: junkValue(),
        }),
        JSON.stringify({
          mac: DEVICE_CONNECTED,
          bytes: junkValue(),
          captiveStep: junkValue(),
          retryCount: junkValue(),
        }),
        '{"__proto__":{"polluted":true},"mac":"02:00:00:00:00:01","voucher":"DEMO1234"}',
        '{"constructor":{"prototype":{"polluted":true}}}',
        "[".repeat(2000) + "]".repeat(2000),
        Array.from({ length: 64 }, () => String.fromCharCode(Math.floor(rand() * 256))).join(""),
      ]);

    const failures: string[] = [];
    for (let i = 0; i < 400; i++) {
      const [method, template] = pick(ENDPOINTS);
      const url = template
        .replaceAll("{mac}", () => encodeURIComponent(junkString()))
        .replaceAll("{id}", () => encodeURIComponent(junkString()))
        .replaceAll("{zone}", () => encodeURIComponent(pick(["gn-premium-demo", junkString()])));
      const headers: Record<string, string> = {};
      if (rand() < 0.7)
        headers["x-zone-public-id"] = pick(["gn-premium-demo", "gn-premium-demo", junkString() || "z"]);
      const body = junkBody();
      if (body !== undefined) headers["content-type"] = pick(CONTENT_TYPES);
      const res = await t.app.inject({
        method: (rand() < 0.8 ? method : pick(METHODS)) as "GET",
        url,
        headers,
        ...(body === undefined ? {} : { payload: body }),
      });
      if (res.statusCode >= 500)
        failures.push(
          `${res.statusCode} ${method} ${url} ${body?.slice(0, 80)} -> ${res.body.slice(0, 200)}`,
        );
    }
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // the server still works afterwards
    expect((await t.api("GET", "/api/v1/settings")).statusCode).toBe(200);
  });
});
