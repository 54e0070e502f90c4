-- RADIUS accounting (server/gateway/aaa/recordAccounting.ts): one row per session a gateway
-- reports, keyed by the gateway and its Acct-Session-Id. The octet counters are the gateway's own
-- running totals (Gigawords folded in): a packet adds only what its totals have grown by since the
-- highest seen, so a resent or reordered packet never counts twice. Where the gateway is, for the
-- Disconnect-Requests a logout sends (RFC 5176). Stopped sessions are pruned with the session logs.
CREATE TABLE accounting_sessions (
  gateway TEXT NOT NULL,
  acct_session_id TEXT NOT NULL,
  zone_id TEXT NOT NULL REFERENCES zones (zone_id) ON DELETE CASCADE,
  mac TEXT NOT NULL,
  user_name TEXT NOT NULL,
  nas_address TEXT NOT NULL,
  started_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  stopped_at BIGINT,
  input_octets BIGINT NOT NULL DEFAULT 0,
  output_octets BIGINT NOT NULL DEFAULT 0,
  session_time BIGINT NOT NULL DEFAULT 0,
  terminate_cause TEXT,
  PRIMARY KEY (gateway, acct_session_id)
);
CREATE INDEX accounting_sessions_by_device ON accounting_sessions (zone_id, mac);
CREATE INDEX accounting_sessions_by_update ON accounting_sessions (updated_at);
