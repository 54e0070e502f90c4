import type { Database } from "better-sqlite3";

// the store's statements, prepared once per connection
export function prepareOrderStatements(db: Database) {
  return {
    store: db.prepare("SELECT * FROM stores WHERE zone_id = ?"),
    storeItems: db.prepare("SELECT * FROM store_items WHERE zone_id = ? ORDER BY position"),
    orderByKey: db.prepare("SELECT * FROM orders WHERE zone_id = ? AND idempotency_key = ?"),
    order: db.prepare("SELECT * FROM orders WHERE public_id = ?"),
    lines: db.prepare("SELECT * FROM order_lines WHERE public_id = ? ORDER BY rowid"),
    insertOrder: db.prepare(`INSERT INTO orders (public_id, zone_id, idempotency_key, request_hash, status,
      first_name, last_name, email, currency, amount, created_at) VALUES (@publicId, @zoneId, @idempotencyKey,
      @requestHash, @status, @firstName, @lastName, @email, @currency, @amount, @createdAt)`),
    insertLine:
      db.prepare(`INSERT INTO order_lines (public_id, item_id, name, description, unit_amount, quantity,
      max_devices, duration_ms, byte_limit, rx_max_bps, tx_max_bps) VALUES (@publicId, @id, @name, @description,
      @grossAmount, @quantity, @maxDevices, @durationMs, @byteLimit, @rxMaxBps, @txMaxBps)`),
    deleteOrder: db.prepare("DELETE FROM orders WHERE public_id = ?"),
    setOrderStatus: db.prepare("UPDATE orders SET status = ?, completed_at = ? WHERE public_id = ?"),
    insertPayment: db.prepare(`INSERT INTO payments (payment_id, public_id, provider, notify_auth, status,
      created_at) VALUES (@paymentId, @publicId, @provider, @notifyAuth, 'created', @createdAt)`),
    latestPayment: db.prepare(
      "SELECT payment_id FROM payments WHERE public_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1",
    ),
    payment: db.prepare("SELECT * FROM payments WHERE payment_id = ?"),
    completePayment: db.prepare(
      "UPDATE payments SET status = 'completed', completed_at = ? WHERE payment_id = ?",
    ),
    notice: db.prepare(`INSERT INTO payment_notices (payment_id, notice_id, event, received_at, outcome)
      VALUES (?, ?, ?, ?, ?)`),
    codeTaken: db.prepare("SELECT EXISTS (SELECT 1 FROM vouchers WHERE zone_id = ? AND code = ?) AS taken"),
    insertVoucher: db.prepare(`INSERT INTO vouchers (zone_id, code, max_devices, duration_ms, byte_limit,
      rx_max_bps, tx_max_bps, valid_until, activated_at, bytes_used) VALUES (@zoneId, @code, @maxDevices,
      @durationMs, @byteLimit, @rxMaxBps, @txMaxBps, NULL, NULL, 0)`),
    insertOrderVoucher: db.prepare(`INSERT INTO order_vouchers (public_id, position, zone_id, code, name,
      description) VALUES (?, ?, ?, ?, ?, ?)`),
    orderVouchers: db.prepare(
      "SELECT code, name, description FROM order_vouchers WHERE public_id = ? ORDER BY position",
    ),
    outbox: db.prepare(`INSERT INTO mail_outbox (created_at, public_id, to_address, subject, body)
      VALUES (@createdAt, @publicId, @to, @subject, @body)`),
  };
}

export type OrderStatements = ReturnType<typeof prepareOrderStatements>;
