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
  open_id INTEGER NOT NULL,
  keyword TEXT NOT NULL,
  duration_ms INTEGER,
  rx_max_bps INTEGER,
  tx_max_bps INTEGER,
  PRIMARY KEY (zone_id, open_id)
);

CREATE TABLE vouchers (
  zone_id TEXT NOT NULL REFERENCES zones (zone_id) ON DELETE CASCADE,
  code TEXT NOT NULL,
  max_devices INTEGER,
  duration_ms INTEGER,
  byte_limit INTEGER,
  rx_max_bps INTEGER,
  tx_max_bps INTEGER,
  valid_until INTEGER,
  activated_at INTEGER,
  -- shared by every device of the voucher
  bytes_used INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (zone_id, code)
);

-- one row per device and zone: the device's current session
CREATE TABLE sessions (
  zone_id TEXT NOT NULL REFERENCES zones (zone_id) ON DELETE CASCADE,
  mac TEXT NOT NULL,
  backend_authed INTEGER NOT NULL,
  ac_authed INTEGER NOT NULL,
  open_id INTEGER,
  open_keyword TEXT,
  voucher_code TEXT,
  -- when the device got its entitlement: "oldest device" means smallest authed_at
  authed_at INTEGER NOT NULL,
  started_at INTEGER NOT NULL,
  end_at INTEGER,
  end_permanent_at INTEGER,
  period_ms INTEGER,
  reset_method TEXT,
  bytes_used INTEGER NOT NULL DEFAULT 0,
  byte_limit INTEGER,
  rx_max_bps INTEGER,
  tx_max_bps INTEGER,
  max_clients INTEGER,
  logout_method TEXT,
  PRIMARY KEY (zone_id, mac)
);
CREATE INDEX sessions_by_voucher ON sessions (zone_id, voucher_code) WHERE voucher_code IS NOT NULL;

CREATE TABLE open_grants (
  zone_id TEXT NOT NULL,
  open_id INTEGER NOT NULL,
  mac TEXT NOT NULL,
  granted_at INTEGER NOT NULL
);
CREATE INDEX open_grants_by_device ON open_grants (zone_id, open_id, mac, granted_at);

CREATE TABLE voucher_attempts (
  id INTEGER PRIMARY KEY,
  at INTEGER NOT NULL,
  zone_id TEXT NOT NULL,
  mac TEXT NOT NULL,
  code TEXT NOT NULL,
  outcome TEXT NOT NULL
);
CREATE INDEX voucher_attempts_by_time ON voucher_attempts (at);

CREATE TABLE analytics_events (
  id INTEGER PRIMARY KEY,
  received_at INTEGER NOT NULL,
  timestamp TEXT NOT NULL,
  session_id TEXT NOT NULL,
  zone_id TEXT NOT NULL,
  event TEXT NOT NULL
);
CREATE INDEX analytics_events_by_time ON analytics_events (received_at);
