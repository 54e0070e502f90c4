import {
  type BoundDevice,
  decideVoucherActivation,
  type VoucherDecision,
} from "../../domain/decideVoucherActivation.ts";
import { isOpenAvailableFor, openSessionTerms } from "../../domain/openPolicy.ts";
import { canReset, isActive, isUsedUp, nextPeriod } from "../../domain/sessionState.ts";
import type { OpenRecord, SessionRecord, VoucherRecord, ZoneRecord } from "../../domain/types.ts";
import { voucherSessionTerms } from "../../domain/voucherTerms.ts";
import type { DemoData } from "../../demo/DemoData.ts";
import type { ZoneDefinition } from "../../fleet/Fleet.ts";
import { type OpenRow, toOpen, toVoucher, toZone, type VoucherRow, type ZoneRow } from "../sqlite/rows.ts";
import { type SessionRow, toSession } from "../sqlite/sessionSql.ts";
import type {
  AnalyticsEvent,
  OpenOutcome,
  ReconcileReport,
  ResetOutcome,
  Storage,
  TestDevice,
  Usage,
  VoucherBatch,
  VoucherActivation,
  VoucherAttempt,
} from "../Storage.ts";
import type { Pool, Queryable } from "./pgPool.ts";
import { ONLINE_SESSIONS, SESSION_BY_DEVICE, sessionValues, UPSERT_SESSION } from "./pgSessionSql.ts";
import { pgReconcileZones } from "./pgReconcileZones.ts";
import { pgClearZones, pgSeedDemo } from "./pgSeedDemo.ts";
import { lockDevice, transaction } from "./pgTransaction.ts";
import { INSERT_VOUCHER, voucherValues } from "./pgVoucherSql.ts";
import { pgPutDevice } from "./pgPutDevice.ts";
import { pgMintVouchers } from "./pgMintVouchers.ts";

// another server may reseed or reconcile the zones: a cached zone is trusted this long
const ZONE_CACHE_MS = 10_000;

const INSERT_ATTEMPT =
  "INSERT INTO voucher_attempts (at, zone_id, mac, code, outcome) VALUES ($1, $2, $3, $4, $5)";
// a tick's usage as a table, in one round trip
const USAGE = "unnest($1::text[], $2::text[], $3::bigint[]) AS u(zone_id, mac, bytes)";
const DEAUTHORIZE = "UPDATE sessions SET backend_authed = 0, ac_authed = 0 WHERE zone_id = $1 AND mac = $2";

// the storage on PostgreSQL, shared by every server of a cluster. Check-then-write methods run in
// one transaction that locks what decides: the voucher's row, the device (advisory lock), the session
export class PgStorage implements Storage {
  readonly #pool: Pool;
  readonly #zones = new Map<string, { zone: ZoneRecord; until: number }>();

  constructor(pool: Pool) {
    this.#pool = pool;
  }

  async #session(
    db: Queryable,
    zoneId: string,
    mac: string,
    lock = false,
  ): Promise<SessionRecord | undefined> {
    // FOR UPDATE cannot go with the counting subqueries: lock the row first, then read it whole
    if (lock)
      await db.query("SELECT 1 FROM sessions WHERE zone_id = $1 AND mac = $2 FOR UPDATE", [zoneId, mac]);
    const { rows } = await db.query<SessionRow>(SESSION_BY_DEVICE, [zoneId, mac]);
    return rows[0] && toSession(rows[0]);
  }

  async #open(db: Queryable, zoneId: string, openId: number): Promise<OpenRecord | undefined> {
    const { rows } = await db.query<OpenRow>("SELECT * FROM opens WHERE zone_id = $1 AND open_id = $2", [
      zoneId,
      openId,
    ]);
    return rows[0] && toOpen(rows[0]);
  }

  async #openAvailable(db: Queryable, open: OpenRecord, mac: string, now: number): Promise<boolean> {
    const { rows } = await db.query<{ last: number | null }>(
      "SELECT MAX(granted_at) AS last FROM open_grants WHERE zone_id = $1 AND open_id = $2 AND mac = $3",
      [open.zoneId, open.id, mac],
    );
    return isOpenAvailableFor(open, rows[0]?.last ?? null, await this.#session(db, open.zoneId, mac), now);
  }

  async findZone(zoneId: string): Promise<ZoneRecord | undefined> {
    const cached = this.#zones.get(zoneId);
    if (cached && cached.until > Date.now()) return cached.zone;
    const { rows } = await this.#pool.query<ZoneRow>(
      "SELECT * FROM zones WHERE zone_id = $1 AND retired_at IS NULL",
      [zoneId],
    );
    if (!rows[0]) return undefined;
    const fresh = toZone(rows[0]);
    const zone = Object.freeze({ ...fresh, settings: Object.freeze(fresh.settings) });
    this.#zones.set(zoneId, { zone, until: Date.now() + ZONE_CACHE_MS });
    return zone;
  }

  async zoneIds(): Promise<string[]> {
    // byte order, as SQLite sorts: the database's locale may sort hyphens apart
    const { rows } = await this.#pool.query<{ zone_id: string }>(
      'SELECT zone_id FROM zones WHERE retired_at IS NULL ORDER BY zone_id COLLATE "C"',
    );
    return rows.map((r) => r.zone_id);
  }

  async listOpens(zoneId: string): Promise<OpenRecord[]> {
    const { rows } = await this.#pool.query<OpenRow>(
      "SELECT * FROM opens WHERE zone_id = $1 ORDER BY open_id",
      [zoneId],
    );
    return rows.map(toOpen);
  }

  findSession(zoneId: string, mac: string): Promise<SessionRecord | undefined> {
    return this.#session(this.#pool, zoneId, mac);
  }

  activateVoucher(request: VoucherActivation, now: number): Promise<VoucherDecision> {
    const { zoneId, mac, code, logoutOldest, attemptedCode } = request;
    return transaction(this.#pool, async (db) => {
      // every activation of one voucher, on any server, waits here for the one before it
      const found = await db.query<VoucherRow>(
        "SELECT * FROM vouchers WHERE zone_id = $1 AND code = $2 FOR UPDATE",
        [zoneId, code],
      );
      const voucher = found.rows[0] && toVoucher(found.rows[0]);
      const bound = await db.query<BoundDevice>(
        `SELECT mac, authed_at AS "authedAt" FROM sessions
         WHERE zone_id = $1 AND voucher_code = $2 AND backend_authed = 1`,
        [zoneId, code],
      );
      const decision = decideVoucherActivation({ voucher, bound: bound.rows, mac, logoutOldest, now });
      // the attempt log commits with the activation, never one without the other
      await db.query(INSERT_ATTEMPT, [now, zoneId, mac, attemptedCode, decision.kind]);
      if (decision.kind !== "activate" || !voucher) return decision;
      for (const other of decision.logout) await db.query(DEAUTHORIZE, [zoneId, other]);
      await db.query(
        "UPDATE vouchers SET activated_at = COALESCE(activated_at, $1) WHERE zone_id = $2 AND code = $3",
        [now, zoneId, code],
      );
      const terms = voucherSessionTerms({ ...voucher, activatedAt: voucher.activatedAt ?? now }, now);
      const session = { zoneId, mac, acAuthed: false, openId: null, openKeyword: null, voucherCode: code };
      await db.query(UPSERT_SESSION, sessionValues({ ...session, authedAt: now, bytesUsed: 0, terms }));
      return decision;
    });
  }

  async isOpenAvailable(
    zoneId: string,
    openId: number,
    mac: string,
    now: number,
  ): Promise<boolean | undefined> {
    const open = await this.#open(this.#pool, zoneId, openId);
    return open && this.#openAvailable(this.#pool, open, mac, now);
  }

  activateOpen(zoneId: string, openId: number, mac: string, now: number): Promise<OpenOutcome> {
    return transaction(this.#pool, async (db): Promise<OpenOutcome> => {
      const open = await this.#open(db, zoneId, openId);
      if (!open) return "unknown-open";
      // a device's grants and session decide: two parallel trials of one device take turns
      await lockDevice(db, zoneId, mac);
      if (!(await this.#openAvailable(db, open, mac, now))) return "unavailable";
      await db.query("INSERT INTO open_grants (zone_id, open_id, mac, granted_at) VALUES ($1, $2, $3, $4)", [
        zoneId,
        openId,
        mac,
        now,
      ]);
      const terms = openSessionTerms(open, now);
      const session = { zoneId, mac, acAuthed: false, openId, openKeyword: open.keyword, voucherCode: null };
      await db.query(UPSERT_SESSION, sessionValues({ ...session, authedAt: now, bytesUsed: 0, terms }));
      return "activated";
    });
  }

  resetSession(zoneId: string, mac: string, now: number): Promise<ResetOutcome> {
    return transaction(this.#pool, async (db): Promise<ResetOutcome> => {
      const session = await this.#session(db, zoneId, mac, true);
      if (!session) return "no-session";
      if (!canReset(session, now)) return "unavailable";
      await db.query(
        `UPDATE sessions SET backend_authed = 1, ac_authed = 0, bytes_used = 0, started_at = $1, end_at = $2
         WHERE zone_id = $3 AND mac = $4`,
        [now, nextPeriod(session, now).endAt, zoneId, mac],
      );
      return "reset";
    });
  }

  async logout(zoneId: string, mac: string): Promise<boolean> {
    return ((await this.#pool.query(DEAUTHORIZE, [zoneId, mac])).rowCount ?? 0) > 0;
  }

  authorizeAccessController(zoneId: string, mac: string, now: number): Promise<boolean> {
    return transaction(this.#pool, async (db) => {
      const session = await this.#session(db, zoneId, mac, true);
      if (!session || !isActive(session, now)) return false;
      await db.query("UPDATE sessions SET ac_authed = 1 WHERE zone_id = $1 AND mac = $2", [zoneId, mac]);
      return true;
    });
  }

  async onlineSessions(now: number): Promise<SessionRecord[]> {
    const { rows } = await this.#pool.query<SessionRow>(ONLINE_SESSIONS);
    return rows.map(toSession).filter((s) => !isUsedUp(s, now));
  }

  addUsage(usage: Usage[]): Promise<void> {
    const zones = usage.map((u) => u.zoneId);
    const macs = usage.map((u) => u.mac);
    const bytes = usage.map((u) => u.bytes);
    return transaction(this.#pool, async (db) => {
      // vouchers before sessions, as activateVoucher locks them: the two never wait on each other
      await db.query(
        `UPDATE vouchers v SET bytes_used = v.bytes_used + t.bytes
         FROM (SELECT s.zone_id, s.voucher_code, SUM(u.bytes) AS bytes
               FROM ${USAGE} JOIN sessions s ON s.zone_id = u.zone_id AND s.mac = u.mac
               WHERE s.voucher_code IS NOT NULL GROUP BY s.zone_id, s.voucher_code) t
         WHERE v.zone_id = t.zone_id AND v.code = t.voucher_code`,
        [zones, macs, bytes],
      );
      await db.query(
        `UPDATE sessions s SET bytes_used = s.bytes_used + t.bytes
         FROM (SELECT zone_id, mac, SUM(bytes) AS bytes FROM ${USAGE} GROUP BY zone_id, mac) t
         WHERE s.zone_id = t.zone_id AND s.mac = t.mac`,
        [zones, macs, bytes],
      );
    });
  }

  async recordVoucherAttempt(a: VoucherAttempt): Promise<void> {
    await this.#pool.query(INSERT_ATTEMPT, [a.at, a.zoneId, a.mac, a.code, a.outcome]);
  }

  async recordAnalytics(e: AnalyticsEvent): Promise<void> {
    await this.#pool.query(
      `INSERT INTO analytics_events (received_at, timestamp, session_id, zone_id, event)
       VALUES ($1, $2, $3, $4, $5)`,
      [e.receivedAt, e.timestamp, e.sessionId, e.zoneId, e.event],
    );
  }

  async addVoucher(v: VoucherRecord): Promise<void> {
    await this.#pool.query(INSERT_VOUCHER, voucherValues(v));
  }

  async reconcileZones(zones: ZoneDefinition[], now: number): Promise<ReconcileReport> {
    const report = await transaction(this.#pool, (db) => pgReconcileZones(db, zones, now));
    this.#zones.clear();
    return report;
  }

  async putDevice(zoneId: string, device: TestDevice, voucher: VoucherRecord | undefined, now: number) {
    await pgPutDevice(this.#pool, zoneId, device, await this.listOpens(zoneId), voucher, now);
  }

  mintVouchers(batch: VoucherBatch): Promise<string[]> {
    return pgMintVouchers(this.#pool, batch);
  }

  seedDemo(data: DemoData, now: number): Promise<void> {
    return transaction(this.#pool, (db) => pgSeedDemo(db, data, now));
  }

  async clear(): Promise<void> {
    await transaction(this.#pool, (db) => pgClearZones(db));
    this.#zones.clear();
  }

  pruneLogs(before: number): Promise<void> {
    return transaction(this.#pool, async (db) => {
      await db.query("DELETE FROM voucher_attempts WHERE at < $1", [before]);
      await db.query("DELETE FROM analytics_events WHERE received_at < $1", [before]);
      await db.query("DELETE FROM open_grants WHERE granted_at < $1", [before]);
    });
  }

  // the pool belongs to whoever opened it (server/storage/openStorage.ts)
  close(): void {}
}
