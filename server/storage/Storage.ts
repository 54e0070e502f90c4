import type { Fleet, FleetDevice } from "../fleet/Fleet.ts";
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

// a fleet device, and whether its backend still holds it (false: it logged out)
export type TestDevice = FleetDevice & { backendAuthed?: boolean };

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
  // test mode: a device's session set directly (POST /api/test/device), with its own voucher if given
  putDevice(
    zoneId: string,
    device: TestDevice,
    voucher: VoucherRecord | undefined,
    now: number,
  ): Promise<void>;
  isEmpty(): Promise<boolean>;
  // replaces every zone, voucher, session and log with the fleet
  seed(fleet: Fleet, now: number): Promise<void>;
  // drops logs (attempts, analytics, open grants) older than the cutoff
  pruneLogs(before: number): Promise<void>;
  close(): void;
}
