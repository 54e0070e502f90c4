import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { Fleet, FleetZone } from "../../server/fleet/Fleet.ts";
import { loadFleet } from "../../server/fleet/loadFleet.ts";
import { DEMO_FLEET, tempDir } from "./helpers/testApp.ts";

const demo = JSON.parse(readFileSync(DEMO_FLEET, "utf8")) as Fleet;
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const stellaIndex = demo.zones.findIndex((z) => z.zoneId === "md-stella-demo");

// a variant of the demo fleet with the cruise ship changed
function variant(change: (zone: Required<FleetZone>) => void): string {
  const dir = tempDir();
  dirs.push(dir);
  const fleet = structuredClone(demo);
  change(fleet.zones[stellaIndex] as Required<FleetZone>);
  const path = join(dir, "fleet.json");
  writeFileSync(path, JSON.stringify(fleet));
  return path;
}

describe("the demo fleet's cruise ships", () => {
  it("has two cruise zones of one operator, each with packages and bookings", () => {
    const cruise = loadFleet(DEMO_FLEET).zones.filter((z) => z.tier === "cruise");
    expect(cruise.map((z) => z.zonePrefix)).toEqual(["meridian/stella", "meridian/marina"]);
    for (const zone of cruise) {
      expect(zone.cruise?.packages.length).toBeGreaterThan(0);
      expect(zone.cruise?.bookings.length).toBeGreaterThan(0);
    }
  });

  it("refuses a booking that names a package the ship does not sell", () => {
    const path = variant((z) => {
      z.cruise.bookings[0]?.prepaid?.push("NOPE");
    });
    expect(() => loadFleet(path)).toThrow(
      `/zones/${stellaIndex}/cruise/bookings/0: package NOPE is not in this zone's cruise packages`,
    );
  });

  it("refuses a package id twice, a package both prepaid and chargeable, and two bookings alike", () => {
    const path = variant((z) => {
      const first = z.cruise.packages[0];
      const booking = z.cruise.bookings[0];
      if (!first || !booking) throw new Error("the demo ship has packages and bookings");
      z.cruise.packages.push({ ...first });
      booking.chargeable = [...(booking.prepaid ?? [])];
      z.cruise.bookings.push({ ...booking, surname: booking.surname.toUpperCase() });
    });
    expect(() => loadFleet(path)).toThrow(/package id WIFI-1H appears twice/);
    expect(() => loadFleet(path)).toThrow(/package SOCIAL-3D is both prepaid and chargeable/);
    expect(() => loadFleet(path)).toThrow(/another booking has the same surname, key and date of birth/);
  });

  it("refuses a booking without its date of birth, with the pointer", () => {
    const path = variant((z) => {
      delete (z.cruise.bookings[1] as { dateOfBirth?: string }).dateOfBirth;
    });
    expect(() => loadFleet(path)).toThrow(
      `/zones/${stellaIndex}/cruise/bookings/1 must have required property 'dateOfBirth'`,
    );
  });
});
