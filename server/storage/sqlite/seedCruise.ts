import type { Database } from "better-sqlite3";
import type { FleetCruise } from "../../fleet/FleetCruise.ts";

const mbitToBytesPerSecond = (mbit: number) => Math.round((mbit * 1_000_000) / 8);

// a zone's package catalogue and bookings; a booking may buy every package it has not prepaid
// unless the fleet lists what it may buy
export function seedCruise(db: Database, zoneId: string, cruise: FleetCruise | undefined): void {
  if (!cruise) return;
  const insertPackage = db.prepare(`INSERT INTO cruise_packages (zone_id, package_id, position, title,
    description_json, amount, currency, duration, duration_unit, max_devices, speed_bps)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const [position, p] of cruise.packages.entries()) {
    insertPackage.run(
      zoneId,
      p.id,
      position,
      p.title,
      JSON.stringify(p.description),
      p.amount,
      p.currency,
      p.duration,
      p.durationUnit,
      p.maxDevices ?? 1,
      p.speedMbit === undefined ? null : mbitToBytesPerSecond(p.speedMbit),
    );
  }
  const insertBooking = db.prepare(`INSERT INTO cruise_bookings (zone_id, surname, personal_key, email,
    date_of_birth, cabin, validate_delay_ms, charge_delay_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const entitle = db.prepare(
    "INSERT INTO cruise_entitlements (booking_id, zone_id, package_id, prepaid) VALUES (?, ?, ?, ?)",
  );
  const ms = (seconds: number | undefined) => (seconds === undefined ? null : seconds * 1000);
  for (const b of cruise.bookings) {
    const { lastInsertRowid } = insertBooking.run(
      zoneId,
      b.surname,
      b.personalKey,
      b.email,
      b.dateOfBirth,
      b.cabin,
      ms(b.validateDelaySeconds),
      ms(b.chargeDelaySeconds),
    );
    const prepaid = b.prepaid ?? [];
    const chargeable = b.chargeable ?? cruise.packages.map((p) => p.id).filter((id) => !prepaid.includes(id));
    for (const id of prepaid) entitle.run(lastInsertRowid, zoneId, id, 1);
    for (const id of chargeable) entitle.run(lastInsertRowid, zoneId, id, 0);
  }
}
