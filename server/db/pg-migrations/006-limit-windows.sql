-- as SQLite's 005-security.sql: a key counted in two window sizes keeps two counters
ALTER TABLE rate_limit_hits ADD COLUMN window_ms BIGINT NOT NULL DEFAULT 0;
ALTER TABLE rate_limit_hits DROP CONSTRAINT rate_limit_hits_pkey;
ALTER TABLE rate_limit_hits ADD PRIMARY KEY (key, window_ms, window_start);
