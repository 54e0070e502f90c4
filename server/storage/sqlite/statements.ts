import type { Database } from "better-sqlite3";
import { REPLACE_SESSION, SELECT_SESSIONS } from "./sessionSql.ts";

// every statement prepared once per connection. Hot statements have no ORDER BY, MIN/MAX or
// JOIN with a bound parameter: SQLite re-prepares those on every call (10-50 µs each time)
export function prepareStatements(db: Database) {
  return {
    zone: db.prepare("SELECT * FROM zones WHERE zone_id = ? AND retired_at IS NULL"),
    // sorted by the caller
    opens: db.prepare("SELECT * FROM opens WHERE zone_id = ?"),
    open: db.prepare("SELECT * FROM opens WHERE zone_id = ? AND open_id = ?"),
    session: db.prepare(`${SELECT_SESSIONS} WHERE s.zone_id = ? AND s.mac = ?`),
    online: db.prepare(`${SELECT_SESSIONS} WHERE s.backend_authed = 1 AND s.ac_authed = 1`),
    replaceSession: db.prepare(REPLACE_SESSION),
    voucher: db.prepare("SELECT * FROM vouchers WHERE zone_id = ? AND code = ?"),
    boundDevices: db.prepare(
      "SELECT mac, authed_at AS authedAt FROM sessions WHERE zone_id = ? AND voucher_code = ? AND backend_authed = 1",
    ),
    markVoucherActivated: db.prepare(
      "UPDATE vouchers SET activated_at = COALESCE(activated_at, ?) WHERE zone_id = ? AND code = ?",
    ),
    deauthorize: db.prepare(
      "UPDATE sessions SET backend_authed = 0, ac_authed = 0 WHERE zone_id = ? AND mac = ?",
    ),
    authorizeAc: db.prepare("UPDATE sessions SET ac_authed = 1 WHERE zone_id = ? AND mac = ?"),
    startPeriod: db.prepare(`UPDATE sessions SET backend_authed = 1, ac_authed = 0, bytes_used = 0,
      started_at = ?, end_at = ? WHERE zone_id = ? AND mac = ?`),
    // the latest is picked by the caller (a device has few grants in 30 days)
    grantTimes: db
      .prepare("SELECT granted_at FROM open_grants WHERE zone_id = ? AND open_id = ? AND mac = ?")
      .pluck(),
    grant: db.prepare("INSERT INTO open_grants (zone_id, open_id, mac, granted_at) VALUES (?, ?, ?, ?)"),
    addSessionBytes: db.prepare(
      "UPDATE sessions SET bytes_used = bytes_used + ? WHERE zone_id = ? AND mac = ?",
    ),
    addVoucherBytes: db.prepare(`UPDATE vouchers SET bytes_used = bytes_used + ? WHERE zone_id = ? AND code =
      (SELECT voucher_code FROM sessions WHERE zone_id = ? AND mac = ?)`),
    attempt: db.prepare(
      "INSERT INTO voucher_attempts (at, zone_id, mac, code, outcome) VALUES (@at, @zoneId, @mac, @code, @outcome)",
    ),
    analytics: db.prepare(`INSERT INTO analytics_events (received_at, timestamp, session_id, zone_id, event)
      VALUES (@receivedAt, @timestamp, @sessionId, @zoneId, @event)`),
    pruneAttempts: db.prepare("DELETE FROM voucher_attempts WHERE at < ?"),
    pruneAnalytics: db.prepare("DELETE FROM analytics_events WHERE received_at < ?"),
    pruneGrants: db.prepare("DELETE FROM open_grants WHERE granted_at < ?"),
  };
}

export type Statements = ReturnType<typeof prepareStatements>;
