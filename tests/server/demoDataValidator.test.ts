import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { demoDataAjv } from "../../server/demo/demoDataAjv.ts";
import * as generated from "../../server/demo/validateDemoData.gen.js";
import { DEMO_DATA } from "./helpers/testApp.ts";

describe("the demo data's generated validator (server/demo/validateDemoData.gen.js)", () => {
  it("is made from today's API schemas, so the server compiles none", () => {
    expect(generated.schemasDigest).toBe(demoDataAjv.digest());
  });

  it("accepts and refuses as Ajv compiling the schema does, with the same errors", () => {
    const compiled = demoDataAjv().getSchema("https://gangway.example/schemas/api/demo-data.schema.json");
    const demo = JSON.parse(readFileSync(DEMO_DATA, "utf8")) as Record<string, unknown>;
    const cases = [
      demo,
      {},
      { ...demo, extra: 1 },
      [],
      Object.fromEntries(Object.keys(demo).map((k) => [k, "x"])),
    ];
    let errors = 0;
    for (const data of cases) {
      expect(generated.validateDemoData(data)).toBe(compiled?.(data));
      expect(generated.validateDemoData.errors ?? null).toEqual(compiled?.errors ?? null);
      errors += generated.validateDemoData.errors?.length ?? 0;
    }
    expect(generated.validateDemoData(demo)).toBe(true);
    expect(errors).toBeGreaterThan(2);
  });
});
