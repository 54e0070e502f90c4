-- Issue 33: two gateways that share a NAS-Identifier (the README's CoovaChilli example sets it to
-- the zone id) and an Acct-Session-Id were one session. A gateway is now the RADIUS client that
-- reported it (client_address: the packet's source, or FreeRADIUS's when rlm_rest asks), its name
-- (gateway: NAS-Identifier, else its address) and its NAS address (NAS-IP-Address, else the
-- source), so gateways behind one NAT stay apart too. Rows from before have client_address '':
-- the first packet of their session from a client adopts them (gateway/aaa/accountingRows.ts).
CREATE TABLE accounting_sessions_by_client (
  client_address TEXT NOT NULL,
  gateway TEXT NOT NULL,
  nas_address TEXT NOT NULL,
  acct_session_id TEXT NOT NULL,
  zone_id TEXT NOT NULL REFERENCES zones (zone_id) ON DELETE CASCADE,
  mac TEXT NOT NULL,
  user_name TEXT NOT NULL,
  started_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  stopped_at BIGINT,
  input_octets BIGINT NOT NULL DEFAULT 0,
  output_octets BIGINT NOT NULL DEFAULT 0,
  session_time BIGINT NOT NULL DEFAULT 0,
  terminate_cause TEXT,
  PRIMARY KEY (client_address, gateway, nas_address, acct_session_id)
);
INSERT INTO accounting_sessions_by_client (
  client_address, gateway, nas_address, acct_session_id, zone_id, mac, user_name, started_at,
  updated_at, stopped_at, input_octets, output_octets, session_time, terminate_cause
)
SELECT
  '', gateway, nas_address, acct_session_id, zone_id, mac, user_name, started_at, updated_at,
  stopped_at, input_octets, output_octets, session_time, terminate_cause
FROM accounting_sessions;
DROP TABLE accounting_sessions;
ALTER TABLE accounting_sessions_by_client RENAME TO accounting_sessions;
CREATE INDEX accounting_sessions_by_device ON accounting_sessions (zone_id, mac);
CREATE INDEX accounting_sessions_by_update ON accounting_sessions (updated_at);
