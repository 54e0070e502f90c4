import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Ajv from "ajv";
import addFormats from "ajv-formats";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../../server/buildApp.ts";
import { MAC_PATTERN } from "../../server/domain/normaliseMac.ts";
import type { Fleet } from "../../server/fleet/Fleet.ts";
import { loadFleet } from "../../server/fleet/loadFleet.ts";
import { apiSchemas, SCHEMA_BASE } from "../../server/schemas/apiSchemas.ts";
import { DEMO_FLEET, tempDir } from "./helpers/testApp.ts";

const demo = JSON.parse(readFileSync(DEMO_FLEET, "utf8")) as Fleet;
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

// writes a variant of the demo fleet and returns its path
function variant(change: (fleet: Fleet) => unknown): string {
  const dir = tempDir();
  dirs.push(dir);
  const fleet = structuredClone(demo);
  change(fleet);
  const path = join(dir, "fleet.json");
  writeFileSync(path, JSON.stringify(fleet));
  return path;
}

describe("the demo fleet", () => {
  it("holds the documented vouchers and devices", () => {
    const zone = loadFleet(DEMO_FLEET).zones[0];
    expect(zone).toMatchObject({
      zoneId: "gn-premium-demo",
      zonePrefix: "gangnet/premium",
      tier: "premium",
      opens: [{ id: 1, keyword: "trial" }],
    });
    const codes = zone?.vouchers?.map((v) => v.code);
    for (const code of [
      "DEMO1234",
      "MULTI234",
      "BUSY5678",
      "OLD12345",
      "USED9999",
      "LIVE0001",
      "TEST0001",
      "TEST0009",
    ]) {
      expect(codes).toContain(code);
    }
    expect(zone?.vouchers?.find((v) => v.code === "DEMO1234")).toMatchObject({
      maxDevices: 1,
      durationMinutes: 1440,
      byteLimit: 1_000_000_000,
      rxMaxBytesPerSecond: 2_500_000,
    });
    expect(zone?.vouchers?.find((v) => v.code === "MULTI234")).toMatchObject({
      maxDevices: 3,
      byteLimit: null,
    });
    expect(zone?.devices?.map((d) => d.mac)).toEqual([
      "02:00:00:00:00:01",
      "02:00:00:00:00:02",
      "02:00:00:00:00:03",
    ]);
  });

  it("fails with the JSON pointer of a schema violation", () => {
    const path = variant((f) => {
      const v = f.zones[0]?.vouchers?.[0];
      if (v) v.code = "bad!";
    });
    expect(() => loadFleet(path)).toThrow(
      /demo-fleet\.schema\.json:\n\s+\/zones\/0\/vouchers\/0\/code must match pattern/,
    );
    expect(() => buildApp({ dataDir: dirs[0] as string, fixturePath: path })).toThrow(
      /\/zones\/0\/vouchers\/0\/code/,
    );
  });

  it("fails on a typo'd property instead of ignoring it", () => {
    const path = variant((f) => Object.assign(f.zones[0] as object, { voucher: [] }));
    expect(() => loadFleet(path)).toThrow(/\/zones\/0 must NOT have additional properties/);
  });

  it("fails on references that do not resolve and on duplicates", () => {
    const unknownVoucher = variant((f) => {
      const d = f.zones[0]?.devices?.[0];
      if (d) d.voucher = "NOPE0000";
    });
    expect(() => loadFleet(unknownVoucher)).toThrow(/devices\/0: voucher NOPE0000 is not in this zone/);
    const duplicate = variant((f) =>
      f.zones[0]?.vouchers?.push({ code: "DEMO1234", maxDevices: 1, durationMinutes: 1, byteLimit: null }),
    );
    expect(() => loadFleet(duplicate)).toThrow(/code DEMO1234 appears twice/);
    const crowded = variant((f) => {
      const d = f.zones[0]?.devices?.[2];
      if (d) d.voucher = "LIVE0001";
    });
    expect(() => loadFleet(crowded)).toThrow(/LIVE0001 allows 1 device\(s\) but 2 use it/);
  });

  it("fails clearly when the file is missing or not JSON", () => {
    expect(() => loadFleet("/nonexistent/fleet.json")).toThrow(/cannot be read/);
    const dir = tempDir();
    dirs.push(dir);
    writeFileSync(join(dir, "x.json"), "{ nope");
    expect(() => loadFleet(join(dir, "x.json"))).toThrow(/cannot be read/);
  });
});

describe("schemas/api", () => {
  it("every schema is draft-07 with an $id and a title, and compiles", () => {
    const ajv = new Ajv({ allowUnionTypes: true, schemas: apiSchemas() });
    addFormats(ajv);
    for (const schema of apiSchemas()) {
      expect(schema.$schema).toBe("http://json-schema.org/draft-07/schema#");
      expect(schema.$id.startsWith(SCHEMA_BASE)).toBe(true);
      expect(typeof schema.title).toBe("string");
      expect(ajv.getSchema(schema.$id)).toBeTypeOf("function");
    }
  });

  it("the mac pattern is the one the server normalises with", () => {
    const common = apiSchemas().find((s) => s.$id.endsWith("common.schema.json")) as unknown as {
      definitions: { mac: { pattern: string } };
    };
    expect(common.definitions.mac.pattern).toBe(MAC_PATTERN);
  });
});
