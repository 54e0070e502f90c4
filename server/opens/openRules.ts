import { OPEN_DEFAULT_SPEEDS } from "../../fleet/manifests/openSpeeds.ts";
import { isActive } from "../sessions/sessionState.ts";
import { DAY, MINUTE } from "../domain/time.ts";
import { startOfDayIn } from "../domain/zonedTime.ts";
import type { OpenKeyword, OpenRecord, ResetMethod, SessionRecord, SessionTerms } from "../domain/types.ts";

interface OpenRule {
  durationMs: number;
  rxMaxBps: number;
  txMaxBps: number;
  resetMethod: ResetMethod | null;
  // a grant at or after this time blocks a new one; null: no such limit. The time zone is the
  // zone's (its manifest's timeZone): a calendar day is the passengers' day, not UTC's
  blockedSince: ((now: number, timeZone: string) => number) | null;
}

// the server-side rules of the open zones (documented in server/README.md)
export const OPEN_RULES: Record<OpenKeyword, OpenRule> = {
  // once per device per rolling 24 hours
  trial: {
    durationMs: 30 * MINUTE,
    rxMaxBps: OPEN_DEFAULT_SPEEDS.trial,
    txMaxBps: OPEN_DEFAULT_SPEEDS.trial,
    resetMethod: null,
    blockedSince: (now) => now - DAY,
  },
  // 15 minutes once per device per calendar day, in the zone's time zone
  "trial-premium": {
    durationMs: 15 * MINUTE,
    rxMaxBps: OPEN_DEFAULT_SPEEDS["trial-premium"],
    txMaxBps: OPEN_DEFAULT_SPEEDS["trial-premium"],
    resetMethod: null,
    blockedSince: (now, timeZone) => startOfDayIn(timeZone, now),
  },
  // limited speed for 24 hours, then the device may reset or reconnect
  free: {
    durationMs: DAY,
    rxMaxBps: OPEN_DEFAULT_SPEEDS.free,
    txMaxBps: OPEN_DEFAULT_SPEEDS.free,
    resetMethod: "MANUAL",
    blockedSince: null,
  },
};

// never while the device has an active session (it would lose a paid one), unless that session may
// be replaced: in an unverified zone, a free access another browser started (isOpenAvailable.ts)
export function isOpenAvailableFor(
  open: OpenRecord,
  lastGrantAt: number | null,
  current: SessionRecord | undefined,
  now: number,
  timeZone: string,
  replaceable = false,
): boolean {
  if (current && isActive(current, now) && !replaceable) return false;
  const since = OPEN_RULES[open.keyword].blockedSince?.(now, timeZone);
  return since === undefined || lastGrantAt === null || lastGrantAt < since;
}

export function openSessionTerms(open: OpenRecord, now: number): SessionTerms {
  const rule = OPEN_RULES[open.keyword];
  const durationMs = open.durationMs ?? rule.durationMs;
  const endAt = now + durationMs;
  return {
    startedAt: now,
    endAt,
    // a resettable access has periods and no hard end
    endPermanentAt: rule.resetMethod === null ? endAt : null,
    periodMs: rule.resetMethod === null ? null : durationMs,
    resetMethod: rule.resetMethod,
    byteLimit: null,
    rxMaxBps: open.rxMaxBps ?? rule.rxMaxBps,
    txMaxBps: open.txMaxBps ?? rule.txMaxBps,
    maxClients: 1,
    logoutMethod: null,
  };
}
