-- fixed-window rate-limit counters (server/rateLimit/SqliteLimitStore.ts); pruned while running
CREATE TABLE rate_limit_hits (
  key TEXT NOT NULL,
  window_ms INTEGER NOT NULL,
  window_start INTEGER NOT NULL,
  window_end INTEGER NOT NULL,
  hits INTEGER NOT NULL,
  PRIMARY KEY (key, window_ms, window_start)
);
CREATE INDEX rate_limit_hits_by_end ON rate_limit_hits (window_end);

-- the payment sandbox's payments: a crash of this server must not forget a paid payment, or
-- reconciliation could not find it (server/payments/sandbox/SandboxPayments.ts)
CREATE TABLE sandbox_payments (
  payment_id TEXT PRIMARY KEY,
  body TEXT NOT NULL,
  status TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX sandbox_payments_by_time ON sandbox_payments (created_at);
