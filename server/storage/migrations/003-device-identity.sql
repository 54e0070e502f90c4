-- Device identity (server/security/): who may act for a device, whose MAC is public on a shared
-- Wi-Fi. One row per zone and address: the device a zone's gateway last said holds that address
-- (RADIUS Framed-IP-Address, in its Access-Requests and accounting), so that a request from the
-- address may act for that device. Refreshed while the gateway reports it, pruned a day after it
-- stopped (server/gateway/aaa/deviceAddresses.ts).
CREATE TABLE device_addresses (
  zone_id TEXT NOT NULL REFERENCES zones (zone_id) ON DELETE CASCADE,
  address TEXT NOT NULL,
  mac TEXT NOT NULL,
  seen_at BIGINT NOT NULL,
  PRIMARY KEY (zone_id, address)
);
CREATE INDEX device_addresses_by_time ON device_addresses (seen_at);

-- In a zone whose gateway vouches for nothing (UNVERIFIED_ZONES): the browser that bound each
-- device, by a digest of its gw_browser cookie. While the device's session runs, only that browser
-- may read or change it (server/security/deviceBindings.ts). Pruned with the session logs.
CREATE TABLE device_bindings (
  zone_id TEXT NOT NULL REFERENCES zones (zone_id) ON DELETE CASCADE,
  mac TEXT NOT NULL,
  browser TEXT NOT NULL,
  bound_at BIGINT NOT NULL,
  PRIMARY KEY (zone_id, mac)
);
CREATE INDEX device_bindings_by_time ON device_bindings (bound_at);

-- a cruise validation's or charge's relay id answers the browser that started it only (the relay
-- id travels through the access controller's URL); null for jobs from before
ALTER TABLE cruise_jobs ADD COLUMN browser TEXT;
