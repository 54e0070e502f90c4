import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadOpenApi, operationsOf } from "./helpers/openApiDoc.ts";
import { startApp, type TestApp } from "./helpers/testApp.ts";

// security rules checked on every documented operation, so new routes are held to them too
const operations = operationsOf(loadOpenApi());
const zoneScoped = operations.filter((op) =>
  ((op.operation.parameters ?? []) as { $ref?: string }[]).some((p) => p.$ref?.endsWith("/ZoneHeader")),
);
const withPathParams = operations.filter((op) => op.path.includes("{"));
const withBody = operations.filter((op) => op.operation.requestBody !== undefined);
const name = (op: { method: string; path: string }) => `${op.method} ${op.path}`;
const sample = (path: string, value: string) => path.replace(/\{[^}]+\}/g, value);

describe("every documented operation", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ testMode: { on: true } });
  });
  afterAll(() => t.close());

  it.each(zoneScoped.map((op) => [name(op), op] as const))("%s needs a known zone header", async (_n, op) => {
    const url = sample(op.path, "02:00:00:00:00:01");
    const missing = await t.app.inject({ method: op.method as "GET", url });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("missing X-Zone-Public-Id header");
    const unknown = await t.api(op.method as "GET", url, undefined, "no-such-zone");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("unknown zone");
  });

  it.each(withPathParams.map((op) => [name(op), op] as const))(
    "%s checks its path parameters with a 4xx JSON reason",
    async (_n, op) => {
      for (const junk of ["%3Cscript%3E", "..%2F..%2Fetc", "zz:zz:zz:zz:zz:zz", "-1"]) {
        const res = await t.api(op.method as "GET", sample(op.path, junk));
        expect(res.statusCode, `${junk}: ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(res.headers["content-type"]).toMatch(/^application\/json/);
        expect(typeof res.json().message).toBe("string");
      }
    },
  );

  it.each(withBody.map((op) => [name(op), op] as const))(
    "%s checks its body with a 4xx JSON reason",
    async (_n, op) => {
      for (const body of [{ unexpected: true }, [1, 2], "text", { mac: 1 }]) {
        const res = await t.api(op.method as "GET", sample(op.path, "02:00:00:00:00:01"), body);
        expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(res.json().message).not.toMatch(/\n\s+at /);
      }
    },
  );

  it("answers /api calls with Cache-Control: no-store and the security headers", async () => {
    for (const op of operations.filter((o) => o.path.startsWith("/api/"))) {
      const res = await t.api(op.method as "GET", sample(op.path, "02:00:00:00:00:01"));
      expect(res.headers["cache-control"], name(op)).toBe("no-store");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(String(res.headers["content-security-policy"])).toContain("frame-ancestors 'none'");
    }
  });
});
