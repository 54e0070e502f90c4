import type { VoucherRecord } from "../../domain/types.ts";

// one voucher row, as seeding, the store's completion, the cruise charge and test mode write it
export const INSERT_VOUCHER = `INSERT INTO vouchers (zone_id, code, max_devices, duration_ms, byte_limit,
  rx_max_bps, tx_max_bps, valid_until, activated_at, bytes_used) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`;

export const voucherValues = (v: VoucherRecord) => [
  v.zoneId,
  v.code,
  v.maxDevices,
  v.durationMs,
  v.byteLimit,
  v.rxMaxBps,
  v.txMaxBps,
  v.validUntil,
  v.activatedAt,
  v.bytesUsed,
];
