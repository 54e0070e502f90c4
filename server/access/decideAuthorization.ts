import type { SessionRecord } from "../domain/types.ts";

export type Rejection =
  | "unknown-zone"
  | "unknown-device"
  | "no-session"
  | "logged-out"
  | "expired"
  | "used-up";

// what a gateway enforces for a device it lets online; null: no limit
export interface DeviceLimits {
  // seconds until the session ends
  sessionTimeout: number | null;
  // bytes the device may still use (its voucher's allowance less what all its devices used)
  octetsLeft: number | null;
  // bits per second, to the device and from it
  downBps: number | null;
  upBps: number | null;
}

export type Authorization = { accept: true; limits: DeviceLimits } | { accept: false; reason: Rejection };

// what a decision reads of a session: the whole record (sessionRows.ts), or only this
// (sessionForDecision.ts, on every Access-Request's path)
export type DecisionSession = Pick<
  SessionRecord,
  "backendAuthed" | "endAt" | "byteLimit" | "bytesUsed" | "rxMaxBps" | "txMaxBps"
>;

/** Pure: whether a gateway may let a device online now, and with which limits. */
export function decideAuthorization(session: DecisionSession | undefined, now: number): Authorization {
  if (!session) return { accept: false, reason: "no-session" };
  if (!session.backendAuthed) return { accept: false, reason: "logged-out" };
  if (session.endAt !== null && now >= session.endAt) return { accept: false, reason: "expired" };
  if (session.byteLimit !== null && session.bytesUsed >= session.byteLimit)
    return { accept: false, reason: "used-up" };
  return {
    accept: true,
    limits: {
      sessionTimeout: session.endAt === null ? null : Math.max(1, Math.ceil((session.endAt - now) / 1000)),
      octetsLeft: session.byteLimit === null ? null : session.byteLimit - session.bytesUsed,
      downBps: session.rxMaxBps === null ? null : session.rxMaxBps * 8,
      upBps: session.txMaxBps === null ? null : session.txMaxBps * 8,
    },
  };
}
