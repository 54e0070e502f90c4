-- PostgreSQL's twin of server/db/migrations/004-zone-lifecycle.sql.
-- zones come from the manifests and are reconciled on every start (server/fleet/ZoneRegistry.ts).
-- A zone the manifests no longer define is retired, never deleted.
ALTER TABLE zones ADD COLUMN retired_at BIGINT;
-- the definition last reconciled (JSON): an unchanged zone is left alone on the next start
ALTER TABLE zones ADD COLUMN definition_json TEXT;
