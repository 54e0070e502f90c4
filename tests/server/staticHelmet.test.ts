import helmet from "@fastify/helmet";
import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { helmetOptionsFor } from "../../server/http/helmetOptions.ts";
import { startApp, type TestApp } from "./helpers/testApp.ts";

const SECURITY_HEADERS = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "x-content-type-options",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];

// the server copies precomputed helmet headers onto each reply: they must be helmet's own
describe("security headers", () => {
  let t: TestApp;
  afterEach(() => t.close());

  it("are exactly what @fastify/helmet sends, on answers and on errors", async () => {
    const reference = Fastify({ logger: false });
    await reference.register(helmet, helmetOptionsFor(null));
    reference.get("/", async () => ({}));
    const expected = (await reference.inject({ url: "/" })).headers;
    await reference.close();
    t = await startApp();
    for (const url of ["/api/v1/settings", "/api/v1/session/zz", "/no-such-page"]) {
      const res = await t.api("GET", url);
      for (const name of SECURITY_HEADERS) expect(res.headers[name], `${url} ${name}`).toBe(expected[name]);
    }
    expect(expected["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(expected["strict-transport-security"]).toBeUndefined();
    // a page's own form posts keep their Origin over plain http (refuseCrossSite.ts reads it)
    expect(expected["referrer-policy"]).toBe("same-origin");
  });
});
