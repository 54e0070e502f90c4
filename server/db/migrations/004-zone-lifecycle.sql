-- zones come from the manifests and are reconciled on every start (server/fleet/ZoneRegistry.ts).
-- A zone the manifests no longer define is retired, never deleted: its sessions, vouchers, orders
-- and cruise history stay, and the API answers it as unknown until a manifest defines it again.
ALTER TABLE zones ADD COLUMN retired_at INTEGER;
-- the definition last reconciled (JSON): an unchanged zone is left alone on the next start
ALTER TABLE zones ADD COLUMN definition_json TEXT;
