-- The console (issue 42): the info desk's and the operator's accounts, their signed-in sessions,
-- sign-in backoff, and the append-only audit trail of every change made through it.

-- An account: desk (the zones of its vessels), operator (one operator's fleet) or admin (everything).
-- scope_json: desk ["<operator>/<vessel>", …]; operator "<operator>"; admin null. Made by an admin
-- only (npm run console -- add-user, then the console), so the table grows only by their hand.
CREATE TABLE console_accounts (
  account_id TEXT PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  role TEXT NOT NULL,
  scope_json TEXT,
  totp_secret TEXT,
  created_at BIGINT NOT NULL,
  disabled_at BIGINT
);

-- A signed-in browser: the cookie holds a random id, the row its SHA-256 (a copied table opens no
-- session); seen_at moves on each request (the idle timeout), a few rows per account at most.
CREATE TABLE console_sessions (
  session_hash TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES console_accounts (account_id) ON DELETE CASCADE,
  csrf_token TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  seen_at BIGINT NOT NULL
);
CREATE INDEX console_sessions_by_account ON console_sessions (account_id, seen_at);

-- Failed sign-ins per account and per address, for the backoff; rows older than a day go, and the
-- table keeps its newest rows only (any client can add an address's).
CREATE TABLE console_backoff (
  backoff_key TEXT PRIMARY KEY,
  failures BIGINT NOT NULL,
  failed_at BIGINT NOT NULL
);
CREATE INDEX console_backoff_by_time ON console_backoff (failed_at);

-- Every change, one row that is never updated: who, when, from where, what, its zone and target,
-- before and after (JSON). Deleted only as RETENTION_DAYS says.
CREATE TABLE console_audit (
  audit_id {{identity}},
  at BIGINT NOT NULL,
  account_name TEXT,
  address TEXT NOT NULL,
  action TEXT NOT NULL,
  zone_id TEXT,
  target TEXT,
  before_json TEXT,
  after_json TEXT,
  outcome TEXT NOT NULL
);
CREATE INDEX console_audit_by_time ON console_audit (at);
