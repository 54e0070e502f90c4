import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_MANIFESTS_DIR } from "../../server/buildApp.ts";
import type { DemoData } from "../../server/demo/DemoData.ts";
import { loadDemoData } from "../../server/demo/loadDemoData.ts";
import type { FleetCruiseBooking } from "../../server/zones/FleetCruisePackage.ts";
import { loadZoneSnapshot } from "../../server/zones/loadZoneSnapshot.ts";
import { fleetVariant } from "./helpers/fleetVariant.ts";
import { DEMO_DATA, tempDir } from "./helpers/testApp.ts";

const zones = loadZoneSnapshot(DEFAULT_MANIFESTS_DIR).zones;
const demo = JSON.parse(readFileSync(DEMO_DATA, "utf8")) as DemoData;
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

// a variant of the demo data with the cruise ship's bookings changed
function variant(change: (bookings: FleetCruiseBooking[]) => void): string {
  const dir = tempDir();
  dirs.push(dir);
  const data = structuredClone(demo);
  change(data.zones["md-stella-demo"]?.bookings ?? []);
  const path = join(dir, "demo-data.json");
  writeFileSync(path, JSON.stringify(data));
  return path;
}

describe("the demo fleet's cruise ships", () => {
  it("has two cruise zones of one operator, each with packages (manifest) and bookings (demo data)", () => {
    const cruise = zones.filter((z) => z.tier === "cruise");
    expect(cruise.map((z) => z.zonePrefix).sort()).toEqual(["meridian/marina", "meridian/stella"]);
    for (const zone of cruise) {
      expect(zone.cruise?.packages.length).toBeGreaterThan(0);
      expect(demo.zones[zone.zoneId]?.bookings?.length).toBeGreaterThan(0);
    }
  });

  it("refuses a booking that names a package the ship does not sell", () => {
    const path = variant((bookings) => {
      bookings[0]?.prepaid?.push("NOPE");
    });
    expect(() => loadDemoData(path, zones)).toThrow(
      "/zones/md-stella-demo/bookings/0: package NOPE is not in this zone's cruise packages",
    );
  });

  it("refuses a package both prepaid and chargeable, and two bookings alike", () => {
    const path = variant((bookings) => {
      const booking = bookings[0];
      if (!booking) throw new Error("the demo ship has bookings");
      booking.chargeable = [...(booking.prepaid ?? [])];
      bookings.push({ ...booking, surname: booking.surname.toUpperCase() });
    });
    expect(() => loadDemoData(path, zones)).toThrow(/package SOCIAL-3D is both prepaid and chargeable/);
    expect(() => loadDemoData(path, zones)).toThrow(
      /another booking has the same surname, key and date of birth/,
    );
  });

  it("refuses a package id twice in the manifest, with its file:line:column", () => {
    const fleet = fleetVariant((f) => {
      const packages = f.layout("md-stella-demo").cruise.packages;
      packages.push({ ...packages[0] });
    });
    dirs.push(fleet.manifestsDir);
    expect(() => loadZoneSnapshot(fleet.manifestsDir)).toThrow(
      /meridian\/stella\.json:\d+:\d+ {2}\/cruise\/packages\/\d+\/id {2}package id "WIFI-1H" appears twice/,
    );
  });

  it("refuses a booking without its date of birth, with the pointer", () => {
    const path = variant((bookings) => {
      delete (bookings[1] as { dateOfBirth?: string }).dateOfBirth;
    });
    expect(() => loadDemoData(path, zones)).toThrow(
      "/zones/md-stella-demo/bookings/1 must have required property 'dateOfBirth'",
    );
  });
});
