import type { OpenKeyword, ResetMethod, SessionRecord, SessionTerms } from "../../domain/types.ts";

// a session with what it shares with its voucher: the data total and the devices online.
// Scalar subqueries, not a LEFT JOIN: with the join, SQLite re-prepares the statement on every
// call (a plan tied to the bound zone), ten times the cost of the lookup (tools/bench/serverBench.ts)
export const SELECT_SESSIONS = `
  SELECT s.*,
    (SELECT v.bytes_used FROM vouchers v WHERE v.zone_id = s.zone_id AND v.code = s.voucher_code)
      AS voucher_bytes_used,
    CASE WHEN s.voucher_code IS NULL THEN s.backend_authed
      ELSE (SELECT COUNT(*) FROM sessions b
            WHERE b.zone_id = s.zone_id AND b.voucher_code = s.voucher_code AND b.backend_authed = 1)
    END AS connected_clients
  FROM sessions s`;

export const REPLACE_SESSION = `
  INSERT OR REPLACE INTO sessions (zone_id, mac, backend_authed, ac_authed, open_id, open_keyword, voucher_code,
    authed_at, started_at, end_at, end_permanent_at, period_ms, reset_method, bytes_used, byte_limit,
    rx_max_bps, tx_max_bps, max_clients, logout_method)
  VALUES (@zoneId, @mac, 1, @acAuthed, @openId, @openKeyword, @voucherCode,
    @authedAt, @startedAt, @endAt, @endPermanentAt, @periodMs, @resetMethod, @bytesUsed, @byteLimit,
    @rxMaxBps, @txMaxBps, @maxClients, @logoutMethod)`;

export interface SessionRow {
  zone_id: string;
  mac: string;
  backend_authed: number;
  ac_authed: number;
  open_id: number | null;
  open_keyword: string | null;
  voucher_code: string | null;
  authed_at: number;
  started_at: number;
  end_at: number | null;
  end_permanent_at: number | null;
  period_ms: number | null;
  reset_method: string | null;
  bytes_used: number;
  byte_limit: number | null;
  rx_max_bps: number | null;
  tx_max_bps: number | null;
  max_clients: number | null;
  logout_method: string | null;
  voucher_bytes_used: number | null;
  connected_clients: number;
}

export function toSession(r: SessionRow): SessionRecord {
  return {
    zoneId: r.zone_id,
    mac: r.mac,
    backendAuthed: r.backend_authed === 1,
    accessControllerAuthed: r.ac_authed === 1,
    openId: r.open_id,
    openKeyword: r.open_keyword as OpenKeyword | null,
    voucherCode: r.voucher_code,
    authedAt: r.authed_at,
    startedAt: r.started_at,
    endAt: r.end_at,
    endPermanentAt: r.end_permanent_at,
    periodMs: r.period_ms,
    resetMethod: r.reset_method as ResetMethod | null,
    bytesUsed: r.voucher_bytes_used ?? r.bytes_used,
    byteLimit: r.byte_limit,
    rxMaxBps: r.rx_max_bps,
    txMaxBps: r.tx_max_bps,
    maxClients: r.max_clients,
    logoutMethod: r.logout_method,
    connectedClients: r.connected_clients,
  };
}

export interface NewSession {
  zoneId: string;
  mac: string;
  acAuthed: boolean;
  openId: number | null;
  openKeyword: OpenKeyword | null;
  voucherCode: string | null;
  authedAt: number;
  bytesUsed: number;
  terms: SessionTerms;
}

// named parameters for REPLACE_SESSION (sqlite has no booleans)
export function sessionParams(s: NewSession): Record<string, string | number | null> {
  const { terms } = s;
  return {
    zoneId: s.zoneId,
    mac: s.mac,
    acAuthed: s.acAuthed ? 1 : 0,
    openId: s.openId,
    openKeyword: s.openKeyword,
    voucherCode: s.voucherCode,
    authedAt: s.authedAt,
    bytesUsed: s.bytesUsed,
    startedAt: terms.startedAt,
    endAt: terms.endAt,
    endPermanentAt: terms.endPermanentAt,
    periodMs: terms.periodMs,
    resetMethod: terms.resetMethod,
    byteLimit: terms.byteLimit,
    rxMaxBps: terms.rxMaxBps,
    txMaxBps: terms.txMaxBps,
    maxClients: terms.maxClients,
    logoutMethod: terms.logoutMethod,
  };
}
