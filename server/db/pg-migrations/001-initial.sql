-- PostgreSQL's twin of server/db/migrations/001-initial.sql: the same tables, in its dialect (BIGINT for epoch
-- milliseconds and counters; identity columns where SQLite has rowid). Keep the two in step.
-- times are epoch milliseconds; sizes bytes; speeds bytes per second; null limit = unlimited.

CREATE TABLE zones (
  zone_id TEXT PRIMARY KEY,
  zone_prefix TEXT NOT NULL,
  tier TEXT NOT NULL,
  settings_json TEXT NOT NULL DEFAULT '{}'
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

CREATE TABLE open_grants (
  zone_id TEXT NOT NULL,
  open_id BIGINT NOT NULL,
  mac TEXT NOT NULL,
  granted_at BIGINT NOT NULL
);
CREATE INDEX open_grants_by_device ON open_grants (zone_id, open_id, mac, granted_at);

CREATE TABLE voucher_attempts (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at BIGINT NOT NULL,
  zone_id TEXT NOT NULL,
  mac TEXT NOT NULL,
  code TEXT NOT NULL,
  outcome TEXT NOT NULL
);
CREATE INDEX voucher_attempts_by_time ON voucher_attempts (at);

CREATE TABLE analytics_events (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  received_at BIGINT NOT NULL,
  timestamp TEXT NOT NULL,
  session_id TEXT NOT NULL,
  zone_id TEXT NOT NULL,
  event TEXT NOT NULL
);
CREATE INDEX analytics_events_by_time ON analytics_events (received_at);
