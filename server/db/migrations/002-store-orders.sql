-- the card store: items per zone, orders, their payments, purchased vouchers and order mail.
-- times are epoch milliseconds; amounts are minor units of the store's currency.

-- a zone's store; open = 0 keeps the items but answers them as unavailable
CREATE TABLE stores (
  zone_id TEXT PRIMARY KEY REFERENCES zones (zone_id) ON DELETE CASCADE,
  currency TEXT NOT NULL,
  currency_decimals INTEGER NOT NULL,
  max_checkout_items INTEGER NOT NULL,
  open INTEGER NOT NULL DEFAULT 1
);

-- what a purchased voucher of this item grants; null limit = unlimited
CREATE TABLE store_items (
  zone_id TEXT NOT NULL REFERENCES stores (zone_id) ON DELETE CASCADE,
  item_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  gross_amount INTEGER NOT NULL,
  max_devices INTEGER,
  duration_ms INTEGER,
  byte_limit INTEGER,
  rx_max_bps INTEGER,
  tx_max_bps INTEGER,
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
  amount INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  completed_at INTEGER,
  UNIQUE (zone_id, idempotency_key)
);

-- prices and voucher terms are copied, so a later change to the store never changes an order
CREATE TABLE order_lines (
  public_id TEXT NOT NULL REFERENCES orders (public_id) ON DELETE CASCADE,
  item_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  unit_amount INTEGER NOT NULL,
  quantity INTEGER NOT NULL,
  max_devices INTEGER,
  duration_ms INTEGER,
  byte_limit INTEGER,
  rx_max_bps INTEGER,
  tx_max_bps INTEGER,
  PRIMARY KEY (public_id, item_id)
);

-- one row per payment made at the provider; notify_auth is what its completion notice must carry
CREATE TABLE payments (
  payment_id TEXT PRIMARY KEY,
  public_id TEXT NOT NULL REFERENCES orders (public_id) ON DELETE CASCADE,
  provider TEXT NOT NULL,
  notify_auth TEXT NOT NULL,
  status TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  completed_at INTEGER
);
CREATE INDEX payments_by_order ON payments (public_id);

-- every notice the provider sent, duplicates included: the audit trail of a purchase
CREATE TABLE payment_notices (
  id INTEGER PRIMARY KEY,
  payment_id TEXT NOT NULL REFERENCES payments (payment_id) ON DELETE CASCADE,
  notice_id TEXT,
  event TEXT NOT NULL,
  received_at INTEGER NOT NULL,
  outcome TEXT NOT NULL
);

-- the vouchers an order created (their terms live in vouchers, like any other voucher)
CREATE TABLE order_vouchers (
  public_id TEXT NOT NULL REFERENCES orders (public_id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  zone_id TEXT NOT NULL,
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  PRIMARY KEY (public_id, position),
  UNIQUE (zone_id, code)
);

-- mail the default transport could not send (no mail server is reachable from a ship's demo)
CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY,
  created_at INTEGER NOT NULL,
  public_id TEXT REFERENCES orders (public_id) ON DELETE CASCADE,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  sent_at INTEGER
);
