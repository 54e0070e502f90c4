-- The whole schema as the two per-database histories had made it (SQLite 001–007, PostgreSQL
-- 001–008); a database they made is adopted as it is (server/storage/adoptLegacySchema.ts).
-- One text for both databases: BIGINT is an integer on both; {{identity}} is SQLite's rowid or
-- PostgreSQL's identity column, and {{row_order c}} a PostgreSQL column c that keeps the order rows
-- were written in (SQLite's rowid does that). Times are epoch milliseconds; sizes bytes; speeds
-- bytes per second; a null limit is unlimited; flags are 0 or 1.

CREATE TABLE zones (
  zone_id TEXT PRIMARY KEY,
  zone_prefix TEXT NOT NULL,
  tier TEXT NOT NULL,
  settings_json TEXT NOT NULL DEFAULT '{}',
  -- the definition last reconciled (JSON): an unchanged zone is left alone on the next start
  definition_json TEXT,
  -- a zone no manifest defines any more is retired, never deleted: its history stays
  retired_at BIGINT
);

-- open (free) accesses; null limits take the keyword's defaults
CREATE TABLE opens (
  zone_id TEXT NOT NULL REFERENCES zones (zone_id) ON DELETE CASCADE,
  open_id BIGINT NOT NULL,
  keyword TEXT NOT NULL,
  duration_ms BIGINT,
  rx_max_bps BIGINT,
  tx_max_bps BIGINT,
  PRIMARY KEY (zone_id, open_id)
);

CREATE TABLE vouchers (
  zone_id TEXT NOT NULL REFERENCES zones (zone_id) ON DELETE CASCADE,
  code TEXT NOT NULL,
  max_devices BIGINT,
  duration_ms BIGINT,
  byte_limit BIGINT,
  rx_max_bps BIGINT,
  tx_max_bps BIGINT,
  valid_until BIGINT,
  activated_at BIGINT,
  -- shared by every device of the voucher
  bytes_used BIGINT NOT NULL DEFAULT 0,
  PRIMARY KEY (zone_id, code)
);

-- one row per device and zone: the device's current session
CREATE TABLE sessions (
  zone_id TEXT NOT NULL REFERENCES zones (zone_id) ON DELETE CASCADE,
  mac TEXT NOT NULL,
  backend_authed BIGINT NOT NULL,
  ac_authed BIGINT NOT NULL,
  open_id BIGINT,
  open_keyword TEXT,
  voucher_code TEXT,
  -- when the device got its entitlement: "oldest device" means smallest authed_at
  authed_at BIGINT NOT NULL,
  started_at BIGINT NOT NULL,
  end_at BIGINT,
  end_permanent_at BIGINT,
  period_ms BIGINT,
  reset_method TEXT,
  bytes_used BIGINT NOT NULL DEFAULT 0,
  byte_limit BIGINT,
  rx_max_bps BIGINT,
  tx_max_bps BIGINT,
  max_clients BIGINT,
  logout_method TEXT,
  PRIMARY KEY (zone_id, mac)
);
CREATE INDEX sessions_by_voucher ON sessions (zone_id, voucher_code) WHERE voucher_code IS NOT NULL;
-- ended sessions are pruned by their end, not by a scan of every device the ship has seen
CREATE INDEX sessions_by_end ON sessions (end_at) WHERE end_at IS NOT NULL;

CREATE TABLE open_grants (
  zone_id TEXT NOT NULL,
  open_id BIGINT NOT NULL,
  mac TEXT NOT NULL,
  granted_at BIGINT NOT NULL
);
CREATE INDEX open_grants_by_device ON open_grants (zone_id, open_id, mac, granted_at);

-- code: two characters and a keyed digest, never the code (vouchers/attemptedCode.ts)
CREATE TABLE voucher_attempts (
  id {{identity}},
  at BIGINT NOT NULL,
  zone_id TEXT NOT NULL,
  mac TEXT NOT NULL,
  code TEXT NOT NULL,
  outcome TEXT NOT NULL
);
CREATE INDEX voucher_attempts_by_time ON voucher_attempts (at);

CREATE TABLE analytics_events (
  id {{identity}},
  received_at BIGINT NOT NULL,
  timestamp TEXT NOT NULL,
  session_id TEXT NOT NULL,
  zone_id TEXT NOT NULL,
  event TEXT NOT NULL
);
CREATE INDEX analytics_events_by_time ON analytics_events (received_at);

-- the card store: a zone's store; open = 0 keeps the items but answers them as unavailable.
-- Amounts are minor units of the store's currency
CREATE TABLE stores (
  zone_id TEXT PRIMARY KEY REFERENCES zones (zone_id) ON DELETE CASCADE,
  currency TEXT NOT NULL,
  currency_decimals BIGINT NOT NULL,
  max_checkout_items BIGINT NOT NULL,
  open BIGINT NOT NULL DEFAULT 1
);

-- what a purchased voucher of this item grants
CREATE TABLE store_items (
  zone_id TEXT NOT NULL REFERENCES stores (zone_id) ON DELETE CASCADE,
  item_id BIGINT NOT NULL,
  position BIGINT NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  gross_amount BIGINT NOT NULL,
  max_devices BIGINT,
  duration_ms BIGINT,
  byte_limit BIGINT,
  rx_max_bps BIGINT,
  tx_max_bps BIGINT,
  PRIMARY KEY (zone_id, item_id)
);

-- status: creating (payment not yet made at the provider), pending (awaiting payment), completed
CREATE TABLE orders (
  public_id TEXT PRIMARY KEY,
  zone_id TEXT NOT NULL REFERENCES zones (zone_id) ON DELETE CASCADE,
  idempotency_key TEXT,
  request_hash TEXT NOT NULL,
  status TEXT NOT NULL,
  first_name TEXT,
  last_name TEXT,
  email TEXT,
  currency TEXT NOT NULL,
  amount BIGINT NOT NULL,
  created_at BIGINT NOT NULL,
  completed_at BIGINT,
  UNIQUE (zone_id, idempotency_key)
);

-- prices and voucher terms are copied, so a later change to the store never changes an order
CREATE TABLE order_lines (
  {{row_order line_no}}
  public_id TEXT NOT NULL REFERENCES orders (public_id) ON DELETE CASCADE,
  item_id BIGINT NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  unit_amount BIGINT NOT NULL,
  quantity BIGINT NOT NULL,
  max_devices BIGINT,
  duration_ms BIGINT,
  byte_limit BIGINT,
  rx_max_bps BIGINT,
  tx_max_bps BIGINT,
  PRIMARY KEY (public_id, item_id)
);

-- one row per payment made at the provider; notify_auth is what its completion notice must carry
CREATE TABLE payments (
  {{row_order seq}}
  payment_id TEXT PRIMARY KEY,
  public_id TEXT NOT NULL REFERENCES orders (public_id) ON DELETE CASCADE,
  provider TEXT NOT NULL,
  notify_auth TEXT NOT NULL,
  status TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  completed_at BIGINT
);
CREATE INDEX payments_by_order ON payments (public_id);

-- every notice the provider sent, duplicates included: the audit trail of a purchase
CREATE TABLE payment_notices (
  id {{identity}},
  payment_id TEXT NOT NULL REFERENCES payments (payment_id) ON DELETE CASCADE,
  notice_id TEXT,
  event TEXT NOT NULL,
  received_at BIGINT NOT NULL,
  outcome TEXT NOT NULL
);

-- the vouchers an order created (their terms live in vouchers, like any other voucher)
CREATE TABLE order_vouchers (
  public_id TEXT NOT NULL REFERENCES orders (public_id) ON DELETE CASCADE,
  position BIGINT NOT NULL,
  zone_id TEXT NOT NULL,
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  PRIMARY KEY (public_id, position),
  UNIQUE (zone_id, code)
);

-- mail the transport has not sent
CREATE TABLE mail_outbox (
  id {{identity}},
  created_at BIGINT NOT NULL,
  public_id TEXT REFERENCES orders (public_id) ON DELETE CASCADE,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  sent_at BIGINT
);

-- the cruise property-management simulator. Every table hangs off zones with ON DELETE CASCADE
CREATE TABLE cruise_packages (
  zone_id TEXT NOT NULL REFERENCES zones (zone_id) ON DELETE CASCADE,
  package_id TEXT NOT NULL,
  -- catalogue order, so the portal lists packages as the fleet does
  position BIGINT NOT NULL,
  title TEXT NOT NULL,
  description_json TEXT NOT NULL,
  amount BIGINT NOT NULL,
  currency TEXT NOT NULL,
  duration BIGINT NOT NULL,
  duration_unit TEXT NOT NULL CHECK (duration_unit IN ('minutes', 'hours', 'days')),
  max_devices BIGINT NOT NULL,
  speed_bps BIGINT,
  PRIMARY KEY (zone_id, package_id)
);

CREATE TABLE cruise_bookings (
  booking_id {{identity}},
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
  charge_id {{identity}},
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
-- No personal data here: a job points at the booking it found, or holds the refusal
CREATE TABLE cruise_jobs (
  {{row_order seq}}
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

-- fixed-window rate-limit counters, one row per key and window: every server of a cluster counts
-- in the same row, and a restart does not hand an attacker fresh windows
CREATE TABLE rate_limit_hits (
  key TEXT NOT NULL,
  window_ms BIGINT NOT NULL,
  window_start BIGINT NOT NULL,
  window_end BIGINT NOT NULL,
  hits BIGINT NOT NULL,
  PRIMARY KEY (key, window_ms, window_start)
);
CREATE INDEX rate_limit_hits_by_end ON rate_limit_hits (window_end);

-- the payment sandbox's payments: a paid one survives a crash, so reconciliation can find it
CREATE TABLE sandbox_payments (
  payment_id TEXT PRIMARY KEY,
  body TEXT NOT NULL,
  status TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX sandbox_payments_by_time ON sandbox_payments (created_at);
