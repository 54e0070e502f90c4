-- The last RADIUS verdicts per device (issue 42, item 2): each Access-Request's answer, accept or
-- reject with its reason, when and from which gateway, for the desk's device card and the gateway
-- health page's rejects by reason. Written by the AAA core (gateway/aaa/radiusVerdicts.ts), shared
-- by every server of a cluster. Bounded: the maintenance round keeps the newest 20 per device and
-- 200 000 in all, none older than RETENTION_DAYS; `npm run erase --mac` deletes a device's.
CREATE TABLE radius_verdicts (
  verdict_id {{identity}},
  at BIGINT NOT NULL,
  zone_id TEXT NOT NULL,
  mac TEXT NOT NULL,
  gateway TEXT NOT NULL,
  accept INTEGER NOT NULL,
  reason TEXT
);
CREATE INDEX radius_verdicts_by_device ON radius_verdicts (zone_id, mac, verdict_id);
CREATE INDEX radius_verdicts_by_time ON radius_verdicts (at);
