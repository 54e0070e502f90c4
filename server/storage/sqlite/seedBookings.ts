import type { Database } from "better-sqlite3";
import type { FleetCruiseBooking } from "../../fleet/FleetCruise.ts";

// demo bookings of a zone's property-management system, each added once (surname, key and date of
// birth name it); a booking may buy every package it has not prepaid unless it lists what it may buy
export function seedBookings(db: Database, zoneId: string, bookings: FleetCruiseBooking[]): void {
  const packages = db
    .prepare("SELECT package_id FROM cruise_packages WHERE zone_id = ? ORDER BY position")
    .pluck()
    .all(zoneId) as string[];
  const exists = db.prepare(`SELECT 1 FROM cruise_bookings WHERE zone_id = ? AND surname = ?
    AND personal_key = ? AND date_of_birth = ?`);
  const insertBooking = db.prepare(`INSERT INTO cruise_bookings (zone_id, surname, personal_key, email,
    date_of_birth, cabin, validate_delay_ms, charge_delay_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const entitle = db.prepare(
    "INSERT INTO cruise_entitlements (booking_id, zone_id, package_id, prepaid) VALUES (?, ?, ?, ?)",
  );
  const ms = (seconds: number | undefined) => (seconds === undefined ? null : seconds * 1000);
  for (const b of bookings) {
    if (exists.get(zoneId, b.surname, b.personalKey, b.dateOfBirth)) continue;
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
    const prepaid = (b.prepaid ?? []).filter((id) => packages.includes(id));
    const chargeable = (b.chargeable ?? packages.filter((id) => !prepaid.includes(id))).filter((id) =>
      packages.includes(id),
    );
    for (const id of prepaid) entitle.run(lastInsertRowid, zoneId, id, 1);
    for (const id of chargeable) entitle.run(lastInsertRowid, zoneId, id, 0);
  }
}
