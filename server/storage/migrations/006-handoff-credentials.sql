-- One-time handoff credentials (server/gateway/credentials/): minted when the portal grants a
-- device access and hands it to its gateway's login (CoovaChilli's /logon, MikroTik's login),
-- brought back as the RADIUS User-Name of the gateway's Access-Request. Accepted once, within its
-- lifetime, for that zone's device (Calling-Station-Id) and the grant it was minted for. Its
-- password is derived from the server secret and the id, never stored. One row per device (a new
-- grant replaces it), pruned an hour after it expired.
CREATE TABLE handoff_credentials (
  credential_id TEXT PRIMARY KEY,
  zone_id TEXT NOT NULL REFERENCES zones (zone_id) ON DELETE CASCADE,
  mac TEXT NOT NULL,
  grant_key TEXT NOT NULL,
  issued_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  used_at BIGINT
);
CREATE UNIQUE INDEX handoff_credentials_by_device ON handoff_credentials (zone_id, mac);
CREATE INDEX handoff_credentials_by_expiry ON handoff_credentials (expires_at);
