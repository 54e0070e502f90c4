-- PostgreSQL's twin of server/db/migrations/002-store-orders.sql: the same tables, in its dialect (BIGINT for epoch
-- milliseconds and counters; identity columns where SQLite has rowid). Keep the two in step.
-- the card store: items per zone, orders, their payments, purchased vouchers and order mail.
-- times are epoch milliseconds; amounts are minor units of the store's currency.

-- a zone's store; open = 0 keeps the items but answers them as unavailable
CREATE TABLE stores (
  zone_id TEXT PRIMARY KEY REFERENCES zones (zone_id) ON DELETE CASCADE,
  currency TEXT NOT NULL,
  currency_decimals BIGINT NOT NULL,
  max_checkout_items BIGINT NOT NULL,
  open BIGINT NOT NULL DEFAULT 1
);

-- what a purchased voucher of this item grants; null limit = unlimited
CREATE TABLE store_items (
  zone_id TEXT NOT NULL REFERENCES stores (zone_id) ON DELETE CASCADE,
  item_id BIGINT NOT NULL,
  position BIGINT NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  gross_amount BIGINT NOT NULL,
  max_devices BIGINT,
  duration_ms BIGINT,
  byte_limit BIGINT,
  rx_max_bps BIGINT,
  tx_max_bps BIGINT,
  PRIMARY KEY (zone_id, item_id)
);

-- status: creating (payment not yet made at the provider), pending (awaiting payment), completed
CREATE TABLE orders (
  public_id TEXT PRIMARY KEY,
  zone_id TEXT NOT NULL REFERENCES zones (zone_id) ON DELETE CASCADE,
  idempotency_key TEXT,
  request_hash TEXT NOT NULL,
  status TEXT NOT NULL,
  first_name TEXT,
  last_name TEXT,
  email TEXT,
  currency TEXT NOT NULL,
  amount BIGINT NOT NULL,
  created_at BIGINT NOT NULL,
  completed_at BIGINT,
  UNIQUE (zone_id, idempotency_key)
);

-- prices and voucher terms are copied, so a later change to the store never changes an order
CREATE TABLE order_lines (
  -- the order of the lines as given (SQLite's rowid)
  line_no BIGINT GENERATED ALWAYS AS IDENTITY,
  public_id TEXT NOT NULL REFERENCES orders (public_id) ON DELETE CASCADE,
  item_id BIGINT NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  unit_amount BIGINT NOT NULL,
  quantity BIGINT NOT NULL,
  max_devices BIGINT,
  duration_ms BIGINT,
  byte_limit BIGINT,
  rx_max_bps BIGINT,
  tx_max_bps BIGINT,
  PRIMARY KEY (public_id, item_id)
);

-- one row per payment made at the provider; notify_auth is what its completion notice must carry
CREATE TABLE payments (
  seq BIGINT GENERATED ALWAYS AS IDENTITY,
  payment_id TEXT PRIMARY KEY,
  public_id TEXT NOT NULL REFERENCES orders (public_id) ON DELETE CASCADE,
  provider TEXT NOT NULL,
  notify_auth TEXT NOT NULL,
  status TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  completed_at BIGINT
);
CREATE INDEX payments_by_order ON payments (public_id);

-- every notice the provider sent, duplicates included: the audit trail of a purchase
CREATE TABLE payment_notices (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  payment_id TEXT NOT NULL REFERENCES payments (payment_id) ON DELETE CASCADE,
  notice_id TEXT,
  event TEXT NOT NULL,
  received_at BIGINT NOT NULL,
  outcome TEXT NOT NULL
);

-- the vouchers an order created (their terms live in vouchers, like any other voucher)
CREATE TABLE order_vouchers (
  public_id TEXT NOT NULL REFERENCES orders (public_id) ON DELETE CASCADE,
  position BIGINT NOT NULL,
  zone_id TEXT NOT NULL,
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  PRIMARY KEY (public_id, position),
  UNIQUE (zone_id, code)
);

-- mail the default transport could not send (no mail server is reachable from a ship's demo)
CREATE TABLE mail_outbox (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  created_at BIGINT NOT NULL,
  public_id TEXT REFERENCES orders (public_id) ON DELETE CASCADE,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  sent_at BIGINT
);
