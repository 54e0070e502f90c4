-- Operating the fleet (issue 27): order e-mail that leaves, failed checkouts kept, retention.
--
-- A checkout the provider refused (or that no one paid within the hour) is kept, not deleted:
-- status 'failed' or 'cancelled', why, and when (the checkout report). Personal data goes after
-- the retention the terms promise (RETENTION_DAYS) or on request (npm run erase): the order's
-- names and e-mail are removed and anonymised_at set; amounts and counts stay for the books.
ALTER TABLE orders ADD COLUMN failure_reason TEXT;
ALTER TABLE orders ADD COLUMN ended_at BIGINT;
ALTER TABLE orders ADD COLUMN anonymised_at BIGINT;
CREATE INDEX orders_by_creation ON orders (created_at);
CREATE INDEX orders_by_completion ON orders (completed_at) WHERE completed_at IS NOT NULL;

-- The outbox is the queue: a mail is written in the transaction that completes its order, then
-- delivered over SMTP. attempts counts tries; a failed try waits until next_attempt_at (growing
-- delays); a server sending it holds it until claimed_until, so two servers never send it at
-- once; failed_at: given up (too many tries, a permanent refusal, or too old).
ALTER TABLE mail_outbox ADD COLUMN attempts BIGINT NOT NULL DEFAULT 0;
ALTER TABLE mail_outbox ADD COLUMN next_attempt_at BIGINT;
ALTER TABLE mail_outbox ADD COLUMN claimed_until BIGINT;
ALTER TABLE mail_outbox ADD COLUMN last_error TEXT;
ALTER TABLE mail_outbox ADD COLUMN failed_at BIGINT;
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;
CREATE INDEX mail_outbox_by_creation ON mail_outbox (created_at);

-- notices are pruned after the retention too
CREATE INDEX payment_notices_by_time ON payment_notices (received_at);
