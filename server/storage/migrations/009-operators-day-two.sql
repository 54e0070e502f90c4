-- The operator's day two (issue 35).
--
-- A minted batch may carry a speed (npm run vouchers -- --speed), given to each of its vouchers
-- (vouchers.rx_max_bps / tx_max_bps, as a store item's): their Access-Accept then says it in the
-- gateway's dialect. Bytes per second, null: no limit. Batches minted before have none.
ALTER TABLE voucher_batches ADD COLUMN rx_max_bps BIGINT;
ALTER TABLE voucher_batches ADD COLUMN tx_max_bps BIGINT;

-- The language the buyer used at the checkout (en, sv, el: one the zone offers): the order's e-mail
-- is written in it. Null for orders from before, whose mail is long written.
ALTER TABLE orders ADD COLUMN locale TEXT;

-- The order e-mail's HTML part beside its text part (body). Null: text only (mail from before).
ALTER TABLE mail_outbox ADD COLUMN html_body TEXT;

-- An outbox id names one mail for good: the log says "order e-mail sent" with it, and an erasure
-- or the retention deletes mail. SQLite's rowid hands the highest id out again once its row is
-- deleted (one id logged for two orders); AUTOINCREMENT never does, and can only be had by making
-- the table again. PostgreSQL's identity column never hands an id out twice: nothing to do there.
{{sqlite_only}}
CREATE TABLE mail_outbox_009 (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at BIGINT NOT NULL,
  public_id TEXT REFERENCES orders (public_id) ON DELETE CASCADE,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  sent_at BIGINT,
  attempts BIGINT NOT NULL DEFAULT 0,
  next_attempt_at BIGINT,
  claimed_until BIGINT,
  last_error TEXT,
  failed_at BIGINT,
  html_body TEXT
);
INSERT INTO mail_outbox_009 (id, created_at, public_id, to_address, subject, body, sent_at, attempts,
  next_attempt_at, claimed_until, last_error, failed_at, html_body)
SELECT id, created_at, public_id, to_address, subject, body, sent_at, attempts, next_attempt_at,
  claimed_until, last_error, failed_at, html_body FROM mail_outbox;
DROP TABLE mail_outbox;
ALTER TABLE mail_outbox_009 RENAME TO mail_outbox;
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;
CREATE INDEX mail_outbox_by_creation ON mail_outbox (created_at);
{{/sqlite_only}}
