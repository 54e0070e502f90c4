-- sessions that ended 30 days ago are pruned while running (server/maintenance/startMaintenance.ts):
-- found by their end, not by a scan of every device the ship has seen
CREATE INDEX sessions_by_end ON sessions (end_at) WHERE end_at IS NOT NULL;
