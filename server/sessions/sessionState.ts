import type { SessionRecord, SessionTerms } from "../domain/types.ts";

type Usage = Pick<SessionRecord, "endAt" | "byteLimit" | "bytesUsed">;
type Periods = Pick<SessionRecord, "resetMethod" | "endAt" | "endPermanentAt">;

// used up: the end time has passed or the data limit is reached
export function isUsedUp(s: Usage, now: number): boolean {
  return (s.endAt !== null && now >= s.endAt) || (s.byteLimit !== null && s.bytesUsed >= s.byteLimit);
}

export function isActive(s: Usage & Pick<SessionRecord, "backendAuthed">, now: number): boolean {
  return s.backendAuthed && !isUsedUp(s, now);
}

// when the current period ends and a new one may start; a session whose period
// reaches its permanent end never resets
export function nextResetAt(s: Periods): number | null {
  if (s.resetMethod === null || s.endAt === null) return null;
  if (s.endPermanentAt !== null && s.endAt >= s.endPermanentAt) return null;
  return s.endAt;
}

// a data limit reached early waits for the period's end, like a daily quota
export function canReset(s: Periods, now: number): boolean {
  const next = nextResetAt(s);
  return next !== null && now >= next && (s.endPermanentAt === null || now < s.endPermanentAt);
}

// the terms of a fresh period, capped by the permanent end
export function nextPeriod(s: SessionTerms, now: number): SessionTerms {
  const periodEnd = s.periodMs === null ? null : now + s.periodMs;
  const endAt =
    periodEnd === null
      ? s.endPermanentAt
      : s.endPermanentAt === null
        ? periodEnd
        : Math.min(periodEnd, s.endPermanentAt);
  return { ...s, startedAt: now, endAt };
}
