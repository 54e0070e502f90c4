// one voucher row, as seeding, the store's completion, the cruise charge and test mode write it
export const INSERT_VOUCHER = `INSERT INTO vouchers (zone_id, code, max_devices, duration_ms, byte_limit,
  rx_max_bps, tx_max_bps, valid_until, activated_at, bytes_used) VALUES (@zoneId, @code, @maxDevices,
  @durationMs, @byteLimit, @rxMaxBps, @txMaxBps, @validUntil, @activatedAt, @bytesUsed)`;
