-- PostgreSQL only: what several servers share that one SQLite server keeps in its process.

-- fixed-window rate-limit counters (server/rateLimit/PgLimitStore.ts): one row per key and window
CREATE TABLE rate_limit_hits (
  key TEXT NOT NULL,
  window_start BIGINT NOT NULL,
  window_end BIGINT NOT NULL,
  hits BIGINT NOT NULL,
  PRIMARY KEY (key, window_start)
);
CREATE INDEX rate_limit_hits_by_end ON rate_limit_hits (window_end);

-- the payment sandbox's payments (server/payments/sandbox/PgSandboxPayments.ts): a checkout made on
-- one server is paid through whichever server the load balancer picks next
CREATE TABLE sandbox_payments (
  payment_id TEXT PRIMARY KEY,
  status TEXT NOT NULL,
  payment_json TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
