import { join } from "node:path";
import { Writable } from "node:stream";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { DEVICE_CONNECTED, startApp, type TestApp } from "./helpers/testApp.ts";

describe("security", () => {
  let t: TestApp;
  afterEach(() => t.close());

  it("refuses a body over 16 KB with 413", async () => {
    t = await startApp();
    const res = await t.api("POST", "/api/v1/voucher/auth", {
      mac: "12:00:00:00:00:01",
      voucher: "DEMO1234",
      pad: "x".repeat(17_000),
      termsAccepted: true,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ statusCode: 413, error: "Payload Too Large" });
  });

  it.each(["evil.example", "evil.example:8080", "127.0.0.1.evil.example", "[::2]:80"])(
    "answers 421 to the Host %s",
    async (host) => {
      t = await startApp();
      const res = await t.app.inject({
        url: "/api/v1/settings",
        headers: { host, "x-zone-public-id": "gn-premium-demo" },
      });
      expect(res.statusCode).toBe(421);
      expect(res.json()).toMatchObject({ statusCode: 421, message: expect.stringMatching(/unknown host/) });
    },
  );

  it.each(["localhost:8080", "127.0.0.1", "[::1]:8080", "LOCALHOST", "portal.ship:8080"])(
    "serves the Host %s",
    async (host) => {
      t = await startApp({ http: { allowedHosts: ["portal.ship"] } });
      const res = await t.app.inject({
        url: "/api/v1/settings",
        headers: { host, "x-zone-public-id": "gn-premium-demo" },
      });
      expect(res.statusCode).toBe(200);
    },
  );

  it("sends a CSP without inline or evaluated script, and no framing", async () => {
    t = await startApp();
    const csp = String((await t.api("GET", "/api/v1/settings")).headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toContain("upgrade-insecure-requests");
  });

  it("answers an internal failure with a 500 without details or stack", async () => {
    t = await startApp();
    // break the storage under the running app
    const other = new Database(join(t.dataDir, "gangway.db"));
    other.exec("DROP TABLE sessions");
    other.close();
    const res = await t.api("GET", `/api/v1/session/${DEVICE_CONNECTED}`);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      statusCode: 500,
      error: "Internal Server Error",
      message: "internal error, see the server log",
    });
    expect(res.body).not.toMatch(/sessions|sqlite|\bat\b/i);
  });

  it("logs without full macs or personal data", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await startApp({ http: { logger: { stream } } });
    await t.api("GET", `/api/v1/session/${DEVICE_CONNECTED}`);
    await t.api("POST", "/api/v1/voucher/auth", {
      mac: "12:34:56:78:9a:bc",
      voucher: "DEMO1234",
      termsAccepted: true,
    });
    t.app.log.info(
      { user: { email: "ana@example.org", dob: "1990-01-01", personalKey: "K-123" } },
      "cruise login",
    );
    const log = lines.join("");
    expect(log).toContain("xx:xx:xx:xx:00:01");
    expect(log).not.toContain(DEVICE_CONNECTED);
    expect(log).not.toContain("12:34:56:78:9a:bc");
    expect(log).not.toContain("ana@example.org");
    expect(log).not.toContain("1990-01-01");
    expect(log).not.toContain("K-123");
    expect(log).toContain("[redacted]");
  });
});
