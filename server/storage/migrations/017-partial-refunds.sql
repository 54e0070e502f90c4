-- Partial refunds (issue 42): a card order's vouchers are refunded one at a time, each at its line's
-- unit price. The voucher refunded says when (it is revoked then too), and the order what has been
-- given back so far; it is refunded once every voucher is. The sales report counts what is left.
ALTER TABLE order_vouchers ADD COLUMN refunded_at BIGINT;
ALTER TABLE orders ADD COLUMN refunded_amount BIGINT NOT NULL DEFAULT 0;
