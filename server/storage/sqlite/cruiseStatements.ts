import type { Database } from "better-sqlite3";

// the cruise simulator's statements, prepared once per connection
export function prepareCruiseStatements(db: Database) {
  return {
    bookingsByDob: db.prepare("SELECT * FROM cruise_bookings WHERE zone_id = ? AND date_of_birth = ?"),
    booking: db.prepare("SELECT * FROM cruise_bookings WHERE booking_id = ?"),
    packagesOf: db.prepare(`SELECT p.*, e.prepaid FROM cruise_entitlements e
      JOIN cruise_packages p ON p.zone_id = e.zone_id AND p.package_id = e.package_id
      WHERE e.booking_id = ? ORDER BY e.prepaid DESC, p.position`),
    packageOf: db.prepare(`SELECT p.*, e.prepaid FROM cruise_entitlements e
      JOIN cruise_packages p ON p.zone_id = e.zone_id AND p.package_id = e.package_id
      WHERE e.booking_id = ? AND e.package_id = ?`),
    insertJob: db.prepare(`INSERT INTO cruise_jobs (relay_id, zone_id, kind, booking_id, charge_id, message,
      created_at, ready_at) VALUES (@relayId, @zoneId, @kind, @bookingId, @chargeId, @message, @createdAt, @readyAt)`),
    job: db.prepare("SELECT * FROM cruise_jobs WHERE relay_id = ? AND zone_id = ? AND kind = ?"),
    jobOfCharge: db.prepare(
      "SELECT relay_id FROM cruise_jobs WHERE charge_id = ? ORDER BY created_at, rowid LIMIT 1",
    ),
    lastCharge: db.prepare(`SELECT charge_id AS chargeId, charged_at AS chargedAt FROM cruise_charges
      WHERE booking_id = ? AND package_id = ? ORDER BY charged_at DESC, charge_id DESC LIMIT 1`),
    insertCharge: db.prepare(`INSERT INTO cruise_charges (booking_id, package_id, prepaid, amount, currency,
      voucher_code, charged_at) VALUES (?, ?, ?, ?, ?, ?, ?)`),
    charge: db.prepare("SELECT * FROM cruise_charges WHERE charge_id = ?"),
    voucherExists: db.prepare("SELECT 1 FROM vouchers WHERE zone_id = ? AND code = ?"),
    insertVoucher: db.prepare(`INSERT INTO vouchers (zone_id, code, max_devices, duration_ms, byte_limit,
      rx_max_bps, tx_max_bps, valid_until, activated_at, bytes_used)
      VALUES (?, ?, ?, ?, NULL, ?, ?, NULL, NULL, 0)`),
    folio: db.prepare(`SELECT c.* FROM cruise_charges c JOIN cruise_bookings b ON b.booking_id = c.booking_id
      WHERE b.zone_id = ? AND b.cabin = ? ORDER BY c.charged_at, c.charge_id`),
  };
}

export type CruiseStatements = ReturnType<typeof prepareCruiseStatements>;

export interface BookingRow {
  booking_id: number;
  zone_id: string;
  surname: string;
  personal_key: string;
  email: string;
  date_of_birth: string;
  cabin: string;
  validate_delay_ms: number | null;
  charge_delay_ms: number | null;
}

export interface PackageRow {
  package_id: string;
  title: string;
  description_json: string;
  amount: number;
  currency: string;
  duration: number;
  duration_unit: "minutes" | "hours" | "days";
  max_devices: number;
  speed_bps: number | null;
  prepaid: number;
}

export interface JobRow {
  relay_id: string;
  booking_id: number | null;
  charge_id: number | null;
  message: string | null;
  ready_at: number;
}

export interface ChargeRow {
  package_id: string;
  prepaid: number;
  amount: number;
  currency: string;
  voucher_code: string;
  charged_at: number;
}
