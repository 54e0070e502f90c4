-- The gateway redirects that have bound a browser (issue 40, item 1): CoovaChilli's redirect carries
-- no timestamp, and the gateway resends the very same URL (same md) for as long as the device keeps
-- its challenge and session id (src/redir.c: a challenge lives until challengetimeout, 0 = for ever;
-- the session id until the device's connection ends), so a count in a time window let a copied URL
-- bind a stranger's browser once the next window began. Each md that vouched is kept here with the
-- browser it bound (a keyed digest of its id, security/BrowserIds.ts), never the MAC: that browser
-- may come back with it, no other. Pruned by the maintenance round after a voyage (30 days) and
-- capped at a number of rows (gateway/handoff/usedRedirects.ts).
CREATE TABLE used_gateway_redirects (
  md TEXT PRIMARY KEY,
  zone_id TEXT NOT NULL,
  browser TEXT,
  used_at BIGINT NOT NULL
);
CREATE INDEX used_gateway_redirects_by_time ON used_gateway_redirects (used_at);
