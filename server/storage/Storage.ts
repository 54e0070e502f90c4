import type { DemoData, DemoDevice } from "../demo/DemoData.ts";
import type { ZoneDefinition } from "../fleet/Fleet.ts";
import type { OpenRecord, SessionRecord, VoucherRecord, ZoneRecord } from "../domain/types.ts";
import type { VoucherDecision } from "../domain/decideVoucherActivation.ts";

export type ResetOutcome = "no-session" | "unavailable" | "reset";
export type OpenOutcome = "unknown-open" | "unavailable" | "activated";

export interface VoucherActivation {
  zoneId: string;
  mac: string;
  code: string;
  logoutOldest: boolean;
  // what the attempt log keeps of the code (domain/attemptedCode.ts, keyed): stored as given
  attemptedCode: string;
}

export interface VoucherAttempt {
  at: number;
  zoneId: string;
  mac: string;
  // attemptedCode(key, code), never the code: stored as given
  code: string;
  outcome: string;
}

export interface AnalyticsEvent {
  receivedAt: number;
  timestamp: string;
  sessionId: string;
  zoneId: string;
  event: string;
}

// a demo device, and whether its backend still holds it (false: it logged out)
export type TestDevice = DemoDevice & { backendAuthed?: boolean };
// a batch of vouchers for the info desk (npm run vouchers); null: unlimited
export interface VoucherBatch {
  zoneId: string;
  count: number;
  durationMs: number;
  maxDevices: number;
  byteLimit: number | null;
  validUntil: number | null;
}

// what reconcileZones did, by zone id (unchanged zones are in none)
export interface ReconcileReport {
  added: string[];
  changed: string[];
  retired: string[];
}

export interface Usage {
  zoneId: string;
  mac: string;
  bytes: number;
}

// everything the server keeps. Methods that check and then change state are
// atomic: an implementation runs each in one transaction (SQLite: synchronously;
// PostgreSQL: with row locks), and takes the rules from server/domain.
export interface Storage {
  // an active zone; a retired one (no manifest defines it any more) is unknown
  findZone(zoneId: string): Promise<ZoneRecord | undefined>;
  // the active zones' ids, sorted (npm run vouchers names them when given an unknown one)
  zoneIds(): Promise<string[]>;
  listOpens(zoneId: string): Promise<OpenRecord[]>;
  findSession(zoneId: string, mac: string): Promise<SessionRecord | undefined>;
  // also stores the attempt (voucher_attempts) in the same transaction
  activateVoucher(request: VoucherActivation, now: number): Promise<VoucherDecision>;
  isOpenAvailable(zoneId: string, openId: number, mac: string, now: number): Promise<boolean | undefined>;
  activateOpen(zoneId: string, openId: number, mac: string, now: number): Promise<OpenOutcome>;
  resetSession(zoneId: string, mac: string, now: number): Promise<ResetOutcome>;
  // false when the device has no session
  logout(zoneId: string, mac: string): Promise<boolean>;
  // the access controller lets an active session online; false when it has none
  authorizeAccessController(zoneId: string, mac: string, now: number): Promise<boolean>;
  // sessions the access controller has let online and that are not used up
  onlineSessions(now: number): Promise<SessionRecord[]>;
  addUsage(usage: Usage[]): Promise<void>;
  recordVoucherAttempt(attempt: VoucherAttempt): Promise<void>;
  recordAnalytics(event: AnalyticsEvent): Promise<void>;
  // test mode: a fresh voucher for browser tests (POST /api/test/voucher)
  addVoucher(voucher: VoucherRecord): Promise<void>;
  // test mode: a device's session set directly (POST /api/test/device), with its own voucher if given
  putDevice(
    zoneId: string,
    device: TestDevice,
    voucher: VoucherRecord | undefined,
    now: number,
  ): Promise<void>;
  // fresh codes, none held in any zone yet, all inserted or none; returns them in order
  mintVouchers(batch: VoucherBatch): Promise<string[]>;
  // makes the zones what the manifests define, on every start and SIGHUP, in one transaction:
  // adds new zones, rewrites changed ones (their opens, store and cruise packages), retires
  // zones no manifest defines (retired_at; their sessions, vouchers, orders and charges are kept,
  // and a later manifest that defines the id again brings the zone back). Idempotent.
  reconcileZones(zones: ZoneDefinition[], now: number): Promise<ReconcileReport>;
  // DEMO=1: adds the demo rows that are absent (vouchers by code, devices without a session,
  // bookings), to active zones only; never overwrites a row. Idempotent.
  seedDemo(data: DemoData, now: number): Promise<void>;
  // test mode: deletes every zone and what hangs off it (then reconcile and seed again)
  clear(): Promise<void>;
  // drops logs (attempts, analytics, open grants) older than the cutoff
  pruneLogs(before: number): Promise<void>;
  close(): void;
}
