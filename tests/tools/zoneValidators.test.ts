import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { loadFleet } from "../../fleet/manifests/loadFleet.ts";
import { zoneSchemaAjv } from "../../fleet/manifests/zoneSchemaAjv.ts";
import { zoneSchemasHash } from "../../fleet/manifests/zoneSchemasHash.ts";
import { manifestValidator, zoneValidator } from "../../fleet/manifests/zoneValidator.ts";
import * as generated from "../../schemas/gen/validateZone.gen.js";
import manifestSchema from "../../schemas/manifest.schema.json" with { type: "json" };
import zoneSchema from "../../schemas/zone.schema.json" with { type: "json" };
import { genZoneValidators } from "../../tools/gen/genZoneValidators.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
let temp: string | undefined;
afterEach(() => temp && rmSync(temp, { recursive: true, force: true }));

// what the generator writes for a tree, by path from that tree's root
const generatedFor = (root: string) =>
  Object.fromEntries(Object.entries(genZoneValidators(root)).map(([f, text]) => [relative(root, f), text]));

// a real zone, with the mistakes the lint explains: each gives errors with a schema and a value
const broken = (): unknown[] => {
  const [first] = loadFleet().zones;
  if (!first) throw new Error("the fleet has no zone");
  const zone = first.manifest as Record<string, unknown>;
  const pages = zone.pages as Record<string, unknown[]>;
  return [
    zone,
    { ...zone, zonePrefix: undefined },
    { ...zone, supportEmail: "not an address" },
    { ...zone, pages: { ...pages, StartPage: [{ type: "WelcomeHeadin" }, {}] } },
    { ...zone, locales: ["en", 7], tier: "gold", unknownKey: true },
  ].map((z) => JSON.parse(JSON.stringify(z)));
};

describe("the generated zone validators (schemas/gen/validateZone.gen.js)", () => {
  it("are what the generator writes from today's schemas, so npm run gen:check passes", () => {
    for (const [file, text] of Object.entries(generatedFor(ROOT)))
      expect(readFileSync(join(ROOT, file), "utf8"), file).toBe(text);
    expect(zoneValidator()).toBe(generated.validateZone);
    expect(manifestValidator()).toBe(generated.validateManifest);
  });

  it("are stale once a schema changes: the check names them and the run-time hash refuses them", () => {
    temp = mkdtempSync(join(tmpdir(), "zone-validators-"));
    cpSync(join(ROOT, "schemas"), join(temp, "schemas"), { recursive: true });
    const edited = structuredClone(manifestSchema) as { properties: Record<string, object> };
    edited.properties.supportEmail = { type: "string", format: "uri" };
    writeFileSync(join(temp, "schemas/manifest.schema.json"), JSON.stringify(edited));
    const stale = Object.entries(generatedFor(temp)).filter(
      ([file, text]) => readFileSync(join(ROOT, file), "utf8") !== text,
    );
    expect(stale.map(([file]) => file)).toContain("schemas/gen/validateZone.gen.js");
    expect(stale[0]?.[1]).not.toContain(`schemasHash = "${generated.schemasHash}"`);
    // what fleet/manifests/zoneValidator.ts compares before it uses the generated code
    expect(zoneSchemasHash(edited, zoneSchema)).not.toBe(generated.schemasHash);
    expect(zoneSchemasHash(manifestSchema, zoneSchema)).toBe(generated.schemasHash);
  });

  it("report the same errors, values and schemas as Ajv compiling the schemas with the same options", () => {
    const ajv = zoneSchemaAjv(manifestSchema, zoneSchema);
    const compiled = { zone: ajv.getSchema(zoneSchema.$id), manifest: ajv.getSchema(manifestSchema.$id) };
    const cases = broken();
    let failing = 0;
    for (const zone of cases)
      for (const [made, now] of [
        [generated.validateZone, compiled.zone],
        [generated.validateManifest, compiled.manifest],
      ] as const) {
        expect(made(zone)).toBe(now?.(zone));
        expect(made.errors ?? null).toEqual(now?.errors ?? null);
        failing += made.errors?.length ?? 0;
      }
    // the cases do fail, with errors carrying what the lint's hints read
    expect(failing).toBeGreaterThan(8);
  });
});
