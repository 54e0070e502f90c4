import type { OpenKeyword, OpenRecord, Tier, VoucherRecord, ZoneRecord } from "../../domain/types.ts";

export interface ZoneRow {
  zone_id: string;
  zone_prefix: string;
  tier: string;
  settings_json: string;
}

export interface OpenRow {
  zone_id: string;
  open_id: number;
  keyword: string;
  duration_ms: number | null;
  rx_max_bps: number | null;
  tx_max_bps: number | null;
}

export interface VoucherRow {
  zone_id: string;
  code: string;
  max_devices: number | null;
  duration_ms: number | null;
  byte_limit: number | null;
  rx_max_bps: number | null;
  tx_max_bps: number | null;
  valid_until: number | null;
  activated_at: number | null;
  bytes_used: number;
}

export function toZone(r: ZoneRow): ZoneRecord {
  return {
    zoneId: r.zone_id,
    zonePrefix: r.zone_prefix,
    tier: r.tier as Tier,
    settings: JSON.parse(r.settings_json) as Record<string, unknown>,
  };
}

export function toOpen(r: OpenRow): OpenRecord {
  return {
    zoneId: r.zone_id,
    id: r.open_id,
    keyword: r.keyword as OpenKeyword,
    durationMs: r.duration_ms,
    rxMaxBps: r.rx_max_bps,
    txMaxBps: r.tx_max_bps,
  };
}

export function toVoucher(r: VoucherRow): VoucherRecord {
  return {
    zoneId: r.zone_id,
    code: r.code,
    maxDevices: r.max_devices,
    durationMs: r.duration_ms,
    byteLimit: r.byte_limit,
    rxMaxBps: r.rx_max_bps,
    txMaxBps: r.tx_max_bps,
    validUntil: r.valid_until,
    activatedAt: r.activated_at,
    bytesUsed: r.bytes_used,
  };
}
