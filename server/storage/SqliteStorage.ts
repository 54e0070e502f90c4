import type { Database } from "better-sqlite3";
import {
  type BoundDevice,
  decideVoucherActivation,
  type VoucherDecision,
} from "../domain/decideVoucherActivation.ts";
import { isOpenAvailableFor, openSessionTerms } from "../domain/openPolicy.ts";
import { canReset, isActive, isUsedUp, nextPeriod } from "../domain/sessionState.ts";
import type { OpenRecord, SessionRecord, VoucherRecord, ZoneRecord } from "../domain/types.ts";
import { voucherSessionTerms } from "../domain/voucherTerms.ts";
import type { DemoData } from "../demo/DemoData.ts";
import type { ZoneDefinition } from "../fleet/Fleet.ts";
import { type OpenRow, toOpen, toVoucher, toZone, type VoucherRow, type ZoneRow } from "./sqlite/rows.ts";
import { putDevice } from "./sqlite/putDevice.ts";
import { mintVouchers } from "./sqlite/mintVouchers.ts";
import { reconcileZones } from "./sqlite/reconcileZones.ts";
import { clearZones, seedDemo } from "./sqlite/seedDemo.ts";
import { INSERT_VOUCHER } from "./sqlite/voucherSql.ts";
import { type SessionRow, sessionParams, toSession } from "./sqlite/sessionSql.ts";
import { prepareStatements, type Statements } from "./sqlite/statements.ts";
import type {
  AnalyticsEvent,
  OpenOutcome,
  ReconcileReport,
  ResetOutcome,
  Storage,
  TestDevice,
  Usage,
  VoucherActivation,
  VoucherAttempt,
  VoucherBatch,
} from "./Storage.ts";

// better-sqlite3 is synchronous: each method runs start to end without yielding,
// inside an IMMEDIATE transaction when it checks and then writes
export class SqliteStorage implements Storage {
  readonly #db: Database;
  readonly #q: Statements;
  // every zone-scoped request looks its zone up; zones change only when reconciled
  readonly #zones = new Map<string, ZoneRecord>();

  constructor(db: Database) {
    this.#db = db;
    this.#q = prepareStatements(db);
  }

  #session(zoneId: string, mac: string): SessionRecord | undefined {
    const row = this.#q.session.get(zoneId, mac) as SessionRow | undefined;
    return row && toSession(row);
  }

  #open(zoneId: string, openId: number): OpenRecord | undefined {
    const row = this.#q.open.get(zoneId, openId) as OpenRow | undefined;
    return row && toOpen(row);
  }

  #openAvailable(open: OpenRecord, mac: string, now: number): boolean {
    const times = this.#q.grantTimes.all(open.zoneId, open.id, mac) as number[];
    const last = times.length ? Math.max(...times) : null;
    return isOpenAvailableFor(open, last, this.#session(open.zoneId, mac), now);
  }

  async findZone(zoneId: string): Promise<ZoneRecord | undefined> {
    const cached = this.#zones.get(zoneId);
    if (cached) return cached;
    const row = this.#q.zone.get(zoneId) as ZoneRow | undefined;
    if (!row) return undefined;
    const fresh = toZone(row);
    const zone = Object.freeze({ ...fresh, settings: Object.freeze(fresh.settings) });
    this.#zones.set(zoneId, zone);
    return zone;
  }

  async zoneIds(): Promise<string[]> {
    return this.#db
      .prepare("SELECT zone_id FROM zones WHERE retired_at IS NULL ORDER BY zone_id")
      .pluck()
      .all() as string[];
  }

  async listOpens(zoneId: string): Promise<OpenRecord[]> {
    return (this.#q.opens.all(zoneId) as OpenRow[]).map(toOpen).sort((a, b) => a.id - b.id);
  }

  async findSession(zoneId: string, mac: string): Promise<SessionRecord | undefined> {
    return this.#session(zoneId, mac);
  }

  async activateVoucher(request: VoucherActivation, now: number): Promise<VoucherDecision> {
    const { zoneId, mac, code, logoutOldest, attemptedCode } = request;
    const q = this.#q;
    return this.#db
      .transaction(() => {
        const row = q.voucher.get(zoneId, code) as VoucherRow | undefined;
        const voucher = row && toVoucher(row);
        const bound = q.boundDevices.all(zoneId, code) as BoundDevice[];
        const decision = decideVoucherActivation({ voucher, bound, mac, logoutOldest, now });
        // the attempt log commits with the activation, never one without the other
        q.attempt.run({ at: now, zoneId, mac, code: attemptedCode, outcome: decision.kind });
        if (decision.kind !== "activate" || !voucher) return decision;
        for (const other of decision.logout) q.deauthorize.run(zoneId, other);
        q.markVoucherActivated.run(now, zoneId, code);
        const terms = voucherSessionTerms({ ...voucher, activatedAt: voucher.activatedAt ?? now }, now);
        q.replaceSession.run(
          sessionParams({
            zoneId,
            mac,
            acAuthed: false,
            openId: null,
            openKeyword: null,
            voucherCode: code,
            authedAt: now,
            bytesUsed: 0,
            terms,
          }),
        );
        return decision;
      })
      .immediate();
  }

  async isOpenAvailable(
    zoneId: string,
    openId: number,
    mac: string,
    now: number,
  ): Promise<boolean | undefined> {
    const open = this.#open(zoneId, openId);
    return open && this.#openAvailable(open, mac, now);
  }

  async activateOpen(zoneId: string, openId: number, mac: string, now: number): Promise<OpenOutcome> {
    const q = this.#q;
    return this.#db
      .transaction((): OpenOutcome => {
        const open = this.#open(zoneId, openId);
        if (!open) return "unknown-open";
        if (!this.#openAvailable(open, mac, now)) return "unavailable";
        q.grant.run(zoneId, openId, mac, now);
        const terms = openSessionTerms(open, now);
        q.replaceSession.run(
          sessionParams({
            zoneId,
            mac,
            acAuthed: false,
            openId,
            openKeyword: open.keyword,
            voucherCode: null,
            authedAt: now,
            bytesUsed: 0,
            terms,
          }),
        );
        return "activated";
      })
      .immediate();
  }

  async resetSession(zoneId: string, mac: string, now: number): Promise<ResetOutcome> {
    return this.#db
      .transaction((): ResetOutcome => {
        const session = this.#session(zoneId, mac);
        if (!session) return "no-session";
        if (!canReset(session, now)) return "unavailable";
        this.#q.startPeriod.run(now, nextPeriod(session, now).endAt, zoneId, mac);
        return "reset";
      })
      .immediate();
  }

  async logout(zoneId: string, mac: string): Promise<boolean> {
    return this.#q.deauthorize.run(zoneId, mac).changes > 0;
  }

  async authorizeAccessController(zoneId: string, mac: string, now: number): Promise<boolean> {
    return this.#db
      .transaction(() => {
        const session = this.#session(zoneId, mac);
        if (!session || !isActive(session, now)) return false;
        this.#q.authorizeAc.run(zoneId, mac);
        return true;
      })
      .immediate();
  }

  async onlineSessions(now: number): Promise<SessionRecord[]> {
    return (this.#q.online.all() as SessionRow[]).map(toSession).filter((s) => !isUsedUp(s, now));
  }

  async addUsage(usage: Usage[]): Promise<void> {
    this.#db.transaction(() => {
      for (const u of usage) {
        this.#q.addSessionBytes.run(u.bytes, u.zoneId, u.mac);
        this.#q.addVoucherBytes.run(u.bytes, u.zoneId, u.zoneId, u.mac);
      }
    })();
  }

  async recordVoucherAttempt(attempt: VoucherAttempt): Promise<void> {
    this.#q.attempt.run(attempt);
  }

  async recordAnalytics(event: AnalyticsEvent): Promise<void> {
    this.#q.analytics.run(event);
  }

  async addVoucher(v: VoucherRecord): Promise<void> {
    this.#db.prepare(INSERT_VOUCHER).run(v);
  }

  async putDevice(zoneId: string, device: TestDevice, voucher: VoucherRecord | undefined, now: number) {
    putDevice(this.#db, zoneId, device, await this.listOpens(zoneId), voucher, now);
  }

  async mintVouchers(batch: VoucherBatch): Promise<string[]> {
    return mintVouchers(this.#db, batch);
  }

  async reconcileZones(zones: ZoneDefinition[], now: number): Promise<ReconcileReport> {
    const report = reconcileZones(this.#db, zones, now);
    this.#zones.clear();
    return report;
  }

  async seedDemo(data: DemoData, now: number): Promise<void> {
    seedDemo(this.#db, data, now);
  }

  async clear(): Promise<void> {
    clearZones(this.#db);
    this.#zones.clear();
  }

  async pruneLogs(before: number): Promise<void> {
    this.#db.transaction(() => {
      this.#q.pruneAttempts.run(before);
      this.#q.pruneAnalytics.run(before);
      this.#q.pruneGrants.run(before);
    })();
  }

  close(): void {
    if (this.#db.open) this.#db.close();
  }
}
