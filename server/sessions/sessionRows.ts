import type { Selectable } from "kysely";
import type { OpenKeyword, ResetMethod, SessionRecord, SessionTerms } from "../domain/types.ts";
import { isUsedUp } from "./sessionState.ts";
import { prepared } from "../storage/prepared.ts";
import type { Db, Tx } from "../storage/Storage.ts";
import type { SessionsTable } from "../storage/Tables.ts";

type SessionRow = Selectable<SessionsTable> & {
  voucher_bytes_used: number | null;
  voucher_use_bytes: number | null;
  connected_clients: number;
};

// a session with what it shares with its voucher: the data total and the devices online.
// Scalar subqueries, not a LEFT JOIN: with the join, SQLite re-prepares the statement on every
// call (a plan tied to the bound zone), ten times the cost of the lookup (tools/bench/serverBench.ts)
export function selectSessions(q: Db) {
  return q
    .selectFrom("sessions as s")
    .selectAll("s")
    .select((eb) => [
      eb
        .selectFrom("vouchers as v")
        .select("v.bytes_used")
        .whereRef("v.zone_id", "=", "s.zone_id")
        .whereRef("v.code", "=", "s.voucher_code")
        .as("voucher_bytes_used"),
      // what its devices used since the voucher's use has a row of its own (voucherRows.ts)
      eb
        .selectFrom("voucher_use as u")
        .select("u.bytes_used")
        .whereRef("u.zone_id", "=", "s.zone_id")
        .whereRef("u.code", "=", "s.voucher_code")
        .as("voucher_use_bytes"),
      eb
        .case()
        .when("s.voucher_code", "is", null)
        .then(eb.ref("s.backend_authed"))
        .else(
          eb
            .selectFrom("sessions as b")
            .select((c) => c.fn.countAll<number>().as("n"))
            .whereRef("b.zone_id", "=", "s.zone_id")
            .whereRef("b.voucher_code", "=", "s.voucher_code")
            .where("b.backend_authed", "=", 1),
        )
        .end()
        .as("connected_clients"),
    ]);
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
    bytesUsed:
      r.voucher_bytes_used === null ? r.bytes_used : r.voucher_bytes_used + (r.voucher_use_bytes ?? 0),
    byteLimit: r.byte_limit,
    rxMaxBps: r.rx_max_bps,
    txMaxBps: r.tx_max_bps,
    maxClients: r.max_clients,
    logoutMethod: r.logout_method,
    connectedClients: Number(r.connected_clients),
  };
}

// on every request's path: prepared (storage/prepared.ts)
const sessionOf = prepared((q, v: { zoneId: string; mac: string }) =>
  selectSessions(q).where("s.zone_id", "=", v.zoneId).where("s.mac", "=", v.mac),
);

export async function findSession(q: Db, zoneId: string, mac: string): Promise<SessionRecord | undefined> {
  const [row] = await sessionOf(q, { zoneId, mac });
  return row && toSession(row as SessionRow);
}

// the device's session read for a decision: its row locked first (FOR UPDATE cannot go with the
// counting subqueries), then read whole
export async function findSessionForUpdate(tx: Tx, zoneId: string, mac: string) {
  await tx
    .forUpdate(tx.q.selectFrom("sessions").select("mac").where("zone_id", "=", zoneId).where("mac", "=", mac))
    .execute();
  return findSession(tx.q, zoneId, mac);
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

// the session row's columns as putSession writes them
type PutRow = Omit<Selectable<SessionsTable>, "backend_authed">;

// on every trial's and voucher's path: prepared (storage/prepared.ts); backend_authed is 1. The
// columns are named one by one: prepared()'s stand-in values have no keys to spread
const upsertSession = prepared((q, v: PutRow) => {
  const { zone_id, mac } = v;
  const rest = {
    backend_authed: 1,
    ac_authed: v.ac_authed,
    open_id: v.open_id,
    open_keyword: v.open_keyword,
    voucher_code: v.voucher_code,
    authed_at: v.authed_at,
    started_at: v.started_at,
    end_at: v.end_at,
    end_permanent_at: v.end_permanent_at,
    period_ms: v.period_ms,
    reset_method: v.reset_method,
    bytes_used: v.bytes_used,
    byte_limit: v.byte_limit,
    rx_max_bps: v.rx_max_bps,
    tx_max_bps: v.tx_max_bps,
    max_clients: v.max_clients,
    logout_method: v.logout_method,
  };
  return q
    .insertInto("sessions")
    .values({ zone_id, mac, ...rest })
    .onConflict((oc) => oc.columns(["zone_id", "mac"]).doUpdateSet(rest));
});

// the device's one row, written whole (a new entitlement replaces the old); backend_authed is 1
export async function putSession(q: Db, s: NewSession): Promise<void> {
  const { terms } = s;
  await upsertSession(q, {
    zone_id: s.zoneId,
    mac: s.mac,
    ac_authed: s.acAuthed ? 1 : 0,
    open_id: s.openId,
    open_keyword: s.openKeyword,
    voucher_code: s.voucherCode,
    authed_at: s.authedAt,
    started_at: terms.startedAt,
    end_at: terms.endAt,
    end_permanent_at: terms.endPermanentAt,
    period_ms: terms.periodMs,
    reset_method: terms.resetMethod,
    bytes_used: s.bytesUsed,
    byte_limit: terms.byteLimit,
    rx_max_bps: terms.rxMaxBps,
    tx_max_bps: terms.txMaxBps,
    max_clients: terms.maxClients,
    logout_method: terms.logoutMethod,
  });
}

// the device is logged out: its entitlement stays (a voucher device may come back on it)
export async function deauthorize(q: Db, zoneId: string, mac: string): Promise<boolean> {
  const result = await q
    .updateTable("sessions")
    .set({ backend_authed: 0, ac_authed: 0 })
    .where("zone_id", "=", zoneId)
    .where("mac", "=", mac)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Sessions the access controller has let online and that are not used up. */
export async function onlineSessions(q: Db, now: number): Promise<SessionRecord[]> {
  const rows = await selectSessions(q)
    .where("s.backend_authed", "=", 1)
    .where("s.ac_authed", "=", 1)
    .execute();
  return rows.map(toSession).filter((s) => !isUsedUp(s, now));
}

// the device at its gateway: bytes added to its session's own total, online at the controller or
// not. The AAA core's write alone (access/recordAccounting.ts, recordUsage.ts): a prepared
// statement, on every accounting packet's path
export const addSessionUse = prepared(
  (q, v: { zoneId: string; mac: string; bytes: number; online: number }) =>
    q
      .updateTable("sessions")
      .set((eb) => ({ bytes_used: eb("bytes_used", "+", v.bytes), ac_authed: eb.val(v.online) }))
      .where("zone_id", "=", v.zoneId)
      .where("mac", "=", v.mac),
);

/** Online at the access controller, or not (the AAA core's write alone, as addSessionUse). */
export async function setControllerOnline(
  q: Db,
  zoneId: string,
  mac: string,
  online: boolean,
): Promise<void> {
  await q
    .updateTable("sessions")
    .set({ ac_authed: online ? 1 : 0 })
    .where("zone_id", "=", zoneId)
    .where("mac", "=", mac)
    .execute();
}
