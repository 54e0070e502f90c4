import { type NewSession, SELECT_SESSIONS, sessionParams } from "../sqlite/sessionSql.ts";

// the session columns in the order of UPSERT_SESSION's parameters ($1 … $19)
const COLUMNS = [
  ["zone_id", "zoneId"],
  ["mac", "mac"],
  ["ac_authed", "acAuthed"],
  ["open_id", "openId"],
  ["open_keyword", "openKeyword"],
  ["voucher_code", "voucherCode"],
  ["authed_at", "authedAt"],
  ["started_at", "startedAt"],
  ["end_at", "endAt"],
  ["end_permanent_at", "endPermanentAt"],
  ["period_ms", "periodMs"],
  ["reset_method", "resetMethod"],
  ["bytes_used", "bytesUsed"],
  ["byte_limit", "byteLimit"],
  ["rx_max_bps", "rxMaxBps"],
  ["tx_max_bps", "txMaxBps"],
  ["max_clients", "maxClients"],
  ["logout_method", "logoutMethod"],
] as const;

// SQLite's INSERT OR REPLACE: the device's one row, written whole; backend_authed is always 1
export const UPSERT_SESSION = `INSERT INTO sessions (backend_authed, ${COLUMNS.map(([c]) => c).join(", ")})
  VALUES (1, ${COLUMNS.map((_, i) => `$${i + 1}`).join(", ")})
  ON CONFLICT (zone_id, mac) DO UPDATE SET backend_authed = 1,
  ${COLUMNS.slice(2)
    .map(([c]) => `${c} = EXCLUDED.${c}`)
    .join(", ")}`;

export function sessionValues(s: NewSession): (string | number | null)[] {
  const params = sessionParams(s);
  return COLUMNS.map(([, key]) => params[key] ?? null);
}

// the same query as SQLite's, with PostgreSQL's placeholders
export const SESSION_BY_DEVICE = `${SELECT_SESSIONS} WHERE s.zone_id = $1 AND s.mac = $2`;
export const ONLINE_SESSIONS = `${SELECT_SESSIONS} WHERE s.backend_authed = 1 AND s.ac_authed = 1`;
