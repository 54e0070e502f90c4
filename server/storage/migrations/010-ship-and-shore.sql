-- Ship and shore (issue 36; server/fleetLink/, README "Ship and shore"): a vessel's Gangway on its
-- own PostgreSQL, the shore's on another, joined by logical replication. One writer per row: every
-- table belongs to one side, and a state both sides touch is split into rows each side writes.
--
-- A voucher's use is the ship's: when it was first activated and the data its devices used, in a
-- row of its own beside the voucher, whose row (terms, batch, revocation) belongs to whoever minted
-- it (the shore's batches and web sales, the ship's cabin and card sales). A voucher's
-- activated_at and bytes_used columns keep what was recorded before this split, and a server of
-- the previous release may still write them during a rolling upgrade: readers take the first
-- activation of the two and the sum of the bytes (vouchers/voucherRows.ts).
CREATE TABLE voucher_use (
  zone_id TEXT NOT NULL,
  code TEXT NOT NULL,
  activated_at BIGINT,
  bytes_used BIGINT NOT NULL DEFAULT 0,
  PRIMARY KEY (zone_id, code)
);

-- the vessel whose Gangway serves the zone's devices: "<operator>/<vessel>", from the manifest
-- (its file's name, or the zone's own "vessel"); server/fleet/zoneDefinitions.ts
ALTER TABLE zones ADD COLUMN vessel TEXT;

-- the zone a cabin's charge was made in, so a charge tells its sale without the booking (a
-- booking is the ship's property-management record and never leaves the ship)
ALTER TABLE cruise_charges ADD COLUMN zone_id TEXT;
UPDATE cruise_charges SET zone_id = (
  SELECT b.zone_id FROM cruise_bookings b WHERE b.booking_id = cruise_charges.booking_id
);

-- which link this database is on (written by npm run fleet -- link; never replicated): a ship's
-- database has one row (side 'ship', its own vessel); the shore's one row per vessel (side
-- 'shore', with the database on the shore's cluster its rows are copied into, mirror_database).
-- zones_json: the vessel's zones its publication last named (the shore's row filter)
CREATE TABLE fleet_links (
  vessel TEXT PRIMARY KEY,
  side TEXT NOT NULL CHECK (side IN ('ship', 'shore')),
  mirror_database TEXT,
  zones_json TEXT,
  linked_at BIGINT NOT NULL
);

-- the shore's manifests as it serves them (its last good fleet), one row per file, so that one
-- edit on shore reaches every ship of the operator when its link is up. Written on shore only;
-- content is base64 (images are binary), sha256 its digest
CREATE TABLE fleet_manifests (
  operator TEXT NOT NULL,
  path TEXT NOT NULL,
  content TEXT NOT NULL,
  sha256 TEXT NOT NULL,
  updated_at BIGINT NOT NULL,
  PRIMARY KEY (operator, path)
);

-- each side's leader writes its own row every few seconds ('shore', or the vessel's id): the
-- other side's row, as replicated, says how fresh what it has is (the link's lag in seconds)
CREATE TABLE fleet_heartbeats (
  site TEXT PRIMARY KEY,
  beat_at BIGINT NOT NULL
);
