-- PostgreSQL's twin of server/db/migrations/003-cruise.sql: the same tables, in its dialect (BIGINT for epoch
-- milliseconds and counters; identity columns where SQLite has rowid). Keep the two in step.
-- the cruise property-management simulator (server/README.md, "Cruise"). Every table hangs off
-- zones with ON DELETE CASCADE, so reseeding the fleet (which deletes the zones) wipes it too.

CREATE TABLE cruise_packages (
  zone_id TEXT NOT NULL REFERENCES zones (zone_id) ON DELETE CASCADE,
  package_id TEXT NOT NULL,
  -- catalogue order, so the portal lists packages as the fleet does
  position BIGINT NOT NULL,
  title TEXT NOT NULL,
  description_json TEXT NOT NULL,
  -- minor units of currency
  amount BIGINT NOT NULL,
  currency TEXT NOT NULL,
  duration BIGINT NOT NULL,
  duration_unit TEXT NOT NULL CHECK (duration_unit IN ('minutes', 'hours', 'days')),
  max_devices BIGINT NOT NULL,
  speed_bps BIGINT,
  PRIMARY KEY (zone_id, package_id)
);

CREATE TABLE cruise_bookings (
  booking_id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  zone_id TEXT NOT NULL REFERENCES zones (zone_id) ON DELETE CASCADE,
  surname TEXT NOT NULL,
  personal_key TEXT NOT NULL,
  email TEXT NOT NULL,
  date_of_birth TEXT NOT NULL,
  cabin TEXT NOT NULL,
  -- null: the server's default job delay
  validate_delay_ms BIGINT,
  charge_delay_ms BIGINT
);
CREATE INDEX cruise_bookings_by_zone ON cruise_bookings (zone_id, date_of_birth);

-- which packages a booking may have, and whether it paid for them with the booking
CREATE TABLE cruise_entitlements (
  booking_id BIGINT NOT NULL REFERENCES cruise_bookings (booking_id) ON DELETE CASCADE,
  zone_id TEXT NOT NULL,
  package_id TEXT NOT NULL,
  prepaid BIGINT NOT NULL,
  PRIMARY KEY (booking_id, package_id),
  FOREIGN KEY (zone_id, package_id) REFERENCES cruise_packages (zone_id, package_id) ON DELETE CASCADE
);

-- the cabin's bill: one line per issued package (amount 0 for a prepaid one)
CREATE TABLE cruise_charges (
  charge_id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id BIGINT NOT NULL REFERENCES cruise_bookings (booking_id) ON DELETE CASCADE,
  package_id TEXT NOT NULL,
  prepaid BIGINT NOT NULL,
  amount BIGINT NOT NULL,
  currency TEXT NOT NULL,
  voucher_code TEXT NOT NULL,
  charged_at BIGINT NOT NULL
);
CREATE INDEX cruise_charges_by_booking ON cruise_charges (booking_id, package_id, charged_at);

-- validations and charges as the portal polls them; the id is the relay id it was given.
-- No personal data here: a job points at the booking it found, or holds the refusal.
CREATE TABLE cruise_jobs (
  seq BIGINT GENERATED ALWAYS AS IDENTITY,
  relay_id TEXT PRIMARY KEY,
  zone_id TEXT NOT NULL REFERENCES zones (zone_id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('validate', 'charge')),
  booking_id BIGINT REFERENCES cruise_bookings (booking_id) ON DELETE CASCADE,
  charge_id BIGINT REFERENCES cruise_charges (charge_id) ON DELETE CASCADE,
  message TEXT,
  created_at BIGINT NOT NULL,
  ready_at BIGINT NOT NULL
);
CREATE INDEX cruise_jobs_by_charge ON cruise_jobs (charge_id) WHERE charge_id IS NOT NULL;
