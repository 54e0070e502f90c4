-- as SQLite's 006-session-retention.sql: ended sessions are pruned by their end
CREATE INDEX sessions_by_end ON sessions (end_at) WHERE end_at IS NOT NULL;
