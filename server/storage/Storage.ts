import type { Fleet } from "../fleet/Fleet.ts";
import type { OpenRecord, SessionRecord, VoucherRecord, ZoneRecord } from "../domain/types.ts";
import type { VoucherDecision } from "../domain/decideVoucherActivation.ts";

export type ResetOutcome = "no-session" | "unavailable" | "reset";
export type OpenOutcome = "unknown-open" | "unavailable" | "activated";

export interface VoucherActivation {
  zoneId: string;
  mac: string;
  code: string;
  logoutOldest: boolean;
}

export interface VoucherAttempt {
  at: number;
  zoneId: string;
  mac: string;
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

// a batch of vouchers for the info desk (npm run vouchers); null: unlimited
export interface VoucherBatch {
  zoneId: string;
  count: number;
  durationMs: number;
  maxDevices: number;
  byteLimit: number | null;
  validUntil: number | null;
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
  findZone(zoneId: string): Promise<ZoneRecord | undefined>;
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
  // fresh codes, none held in any zone yet, all inserted or none; returns them in order
  mintVouchers(batch: VoucherBatch): Promise<string[]>;
  isEmpty(): Promise<boolean>;
  // replaces every zone, voucher, session and log with the fleet
  seed(fleet: Fleet, now: number): Promise<void>;
  // drops logs (attempts, analytics, open grants) older than the cutoff
  pruneLogs(before: number): Promise<void>;
  close(): void;
}
