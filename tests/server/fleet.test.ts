import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Ajv from "ajv";
import addFormats from "ajv-formats";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../../server/buildApp.ts";
import { MAC_PATTERN } from "../../schemas/mac.ts";
import { DEFAULT_MANIFESTS_DIR } from "../../server/buildApp.ts";
import type { DemoData, DemoZone } from "../../server/demo/DemoData.ts";
import { loadDemoData } from "../../server/demo/loadDemoData.ts";
import { loadZoneSnapshot } from "../../server/zones/loadZoneSnapshot.ts";
import { apiSchemas, SCHEMA_BASE } from "../../server/http/apiSchemas.ts";
import { DEMO_DATA, tempDir } from "./helpers/testApp.ts";

const zones = loadZoneSnapshot(DEFAULT_MANIFESTS_DIR).zones;
const demo = JSON.parse(readFileSync(DEMO_DATA, "utf8")) as DemoData;
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

// writes a variant of the demo data and returns its path
function variant(change: (data: DemoData) => unknown): string {
  const dir = tempDir();
  dirs.push(dir);
  const data = structuredClone(demo);
  change(data);
  const path = join(dir, "demo-data.json");
  writeFileSync(path, JSON.stringify(data));
  return path;
}

const premium = (data: DemoData) => data.zones["gn-premium-demo"] as Required<DemoZone>;

describe("the demo data", () => {
  it("holds the documented vouchers and devices, for the zone whose manifest holds its opens", () => {
    expect(zones.find((z) => z.zoneId === "gn-premium-demo")).toMatchObject({
      zonePrefix: "gangnet/premium",
      tier: "premium",
      opens: [{ id: 1, keyword: "trial" }],
    });
    const zone = loadDemoData(DEMO_DATA, zones).zones["gn-premium-demo"];
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

  it("fails with the JSON pointer of a schema violation", async () => {
    const path = variant((d) => {
      const v = premium(d).vouchers[0];
      if (v) v.code = "bad!";
    });
    expect(() => loadDemoData(path, zones)).toThrow(
      /demo-data\.schema\.json:\n\s+\/zones\/gn-premium-demo\/vouchers\/0\/code must match pattern/,
    );
    // the start fails at ready(), once the demo plugin loads
    const app = buildApp({ storage: { dataDir: dirs[0] as string }, demo: { dataPath: path } });
    await expect(app.ready()).rejects.toThrow(/\/zones\/gn-premium-demo\/vouchers\/0\/code/);
    await app.close();
  });

  it("fails on a typo'd property instead of ignoring it", () => {
    const path = variant((d) => Object.assign(premium(d), { voucher: [] }));
    expect(() => loadDemoData(path, zones)).toThrow(
      /\/zones\/gn-premium-demo must NOT have additional properties/,
    );
  });

  it("fails on references that do not resolve and on duplicates", () => {
    const unknownVoucher = variant((d) => {
      const device = premium(d).devices[0];
      if (device) device.voucher = "NOPE0000";
    });
    expect(() => loadDemoData(unknownVoucher, zones)).toThrow(
      /devices\/0: voucher NOPE0000 is not in this zone/,
    );
    const unknownOpen = variant((d) => {
      const device = premium(d).devices[0];
      if (device) Object.assign(device, { voucher: undefined, openId: 7 });
    });
    expect(() => loadDemoData(unknownOpen, zones)).toThrow(/open id 7 is not in this zone's manifest/);
    const duplicate = variant((d) =>
      premium(d).vouchers.push({ code: "DEMO1234", maxDevices: 1, durationMinutes: 1, byteLimit: null }),
    );
    expect(() => loadDemoData(duplicate, zones)).toThrow(/code DEMO1234 appears twice/);
    const crowded = variant((d) => {
      const device = premium(d).devices[2];
      if (device) device.voucher = "LIVE0001";
    });
    expect(() => loadDemoData(crowded, zones)).toThrow(/LIVE0001 allows 1 device\(s\) but 2 use it/);
  });

  it("fails clearly when the file is missing or not JSON", () => {
    expect(() => loadDemoData("/nonexistent/demo.json", zones)).toThrow(/cannot be read/);
    const dir = tempDir();
    dirs.push(dir);
    writeFileSync(join(dir, "x.json"), "{ nope");
    expect(() => loadDemoData(join(dir, "x.json"), zones)).toThrow(/cannot be read/);
  });
});

describe("schemas/api", () => {
  it("every schema is draft-07 with an $id and a title, and compiles", () => {
    // as tools/gen/genValidators.ts compiles them: a tagged union (the page data's form) names its tag
    const ajv = new Ajv({ allowUnionTypes: true, discriminator: true, schemas: apiSchemas() });
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
