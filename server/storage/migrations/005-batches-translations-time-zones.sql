-- Voucher batches (npm run vouchers, server/vouchers/): what an operator minted at once, for
-- listing, revoking and printing again. Terms as minted; the price is what one voucher of the batch
-- sells for at the desk (minor units of price_currency), for the operator's reports; the note is theirs.
CREATE TABLE voucher_batches (
  batch_id TEXT PRIMARY KEY,
  zone_id TEXT NOT NULL REFERENCES zones (zone_id) ON DELETE CASCADE,
  created_at BIGINT NOT NULL,
  note TEXT,
  price_amount BIGINT,
  price_currency TEXT,
  valid_until BIGINT,
  voucher_count BIGINT NOT NULL,
  duration_ms BIGINT,
  max_devices BIGINT,
  byte_limit BIGINT
);
CREATE INDEX voucher_batches_by_zone ON voucher_batches (zone_id, created_at);

-- every voucher from now on: when it was made; a batch's with its batch and place on the sheet;
-- revoked ones answer as unknown codes. Null created_at: made before this migration
ALTER TABLE vouchers ADD COLUMN created_at BIGINT;
ALTER TABLE vouchers ADD COLUMN batch_id TEXT REFERENCES voucher_batches (batch_id) ON DELETE SET NULL;
ALTER TABLE vouchers ADD COLUMN batch_serial BIGINT;
ALTER TABLE vouchers ADD COLUMN revoked_at BIGINT;
CREATE INDEX vouchers_by_batch ON vouchers (batch_id, batch_serial);

-- the zone's calendar (manifest timeZone): validity days, the once-a-day trial, sheets, reports
ALTER TABLE zones ADD COLUMN time_zone TEXT NOT NULL DEFAULT 'UTC';

-- store items' and cruise packages' words in every language the zone offers, as JSON by locale
-- (server/fleet/catalogueWords.ts); orders copy them as they copy prices. Null: one language only
ALTER TABLE store_items ADD COLUMN translations_json TEXT;
ALTER TABLE order_lines ADD COLUMN translations_json TEXT;
ALTER TABLE order_vouchers ADD COLUMN translations_json TEXT;
ALTER TABLE cruise_packages ADD COLUMN translations_json TEXT;
