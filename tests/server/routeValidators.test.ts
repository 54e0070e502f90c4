import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import AjvCompiler from "@fastify/ajv-compiler";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { askedValidators } from "../../server/buildApp.ts";
import { routeValidators } from "../../server/http/routeValidators.ts";
import { generatorApp } from "../../tools/gen/genRouteValidators.ts";
import { startApp, type TestApp } from "./helpers/testApp.ts";

let t: TestApp;
beforeAll(async () => {
  // the app most tests build, beside the generator's (every face on)
  t = await startApp();
  const dir = mkdtempSync(join(tmpdir(), "route-validators-"));
  const app = await generatorApp(dir);
  await app.ready();
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});
afterAll(() => t.close());

// requests a route may get, good and bad: each validator must treat them as Ajv compiling it does
const INPUTS = [
  {},
  { mac: "AA-BB-CC-DD-EE-FF", code: "ABCD-2345", bytes: "12", extra: true },
  { mac: ["02:00:00:00:00:01"], openId: 3, id: "x", paymentId: "p", zoneId: "gn", file: "a.png" },
  { name: "sales.csv", email: "not an address", amount: -1, items: [{}] },
  "text",
  null,
];

describe("the generated request validators (server/http/generatedRouteValidators.gen.js)", () => {
  it("serve every route's every part: none falls back to compiling at start", () => {
    const asked = askedValidators();
    expect(asked.length).toBeGreaterThan(40);
    expect(asked.filter((a) => !a.generated).map((a) => a.key)).toEqual([]);
  });

  it("coerce, fill defaults, drop unknown keys and refuse exactly as Ajv compiling the schema does", () => {
    const pool = AjvCompiler();
    for (const { route, externalSchemas, options } of askedValidators()) {
      const made = routeValidators(externalSchemas as never, options as never)(route as never);
      const compiled = pool(externalSchemas as never, options as never)(route as never);
      for (const input of INPUTS) {
        const [a, b] = [structuredClone(input), structuredClone(input)];
        expect(made(a), `${route.method} ${route.url} ${route.httpPart}`).toBe(compiled(b));
        expect(made.errors ?? null).toEqual(compiled.errors ?? null);
        expect(a).toEqual(b);
      }
    }
  });

  it("a schema edited since is compiled, not served stale code", () => {
    const body = askedValidators().find((a) => a.route.httpPart === "body");
    if (!body) throw new Error("no route has a body schema");
    const { route, externalSchemas, options } = body;
    const edited = { type: "object", required: ["added"], properties: { added: { type: "string" } } };
    const validate = routeValidators(
      externalSchemas as never,
      options as never,
    )({
      ...route,
      schema: edited,
    } as never);
    expect(validate({})).toBe(false);
    expect(validate({ added: "x" })).toBe(true);
    const asked = askedValidators().filter((a) => a.route.schema === edited);
    expect(asked.map((a) => a.generated)).toEqual([false]);
  });
});
