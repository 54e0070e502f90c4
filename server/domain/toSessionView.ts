import { canReset, isUsedUp, nextResetAt } from "./sessionState.ts";
import { isoOrNull } from "./time.ts";
import type { OpenKeyword, ResetMethod, SessionRecord } from "./types.ts";

// the API's session object (schemas/api/session.schema.json)
export interface SessionView {
  isBackendAuthed: boolean;
  isAccessControllerAuthed: boolean;
  isAuthOpen: boolean;
  authOpenKeyword: OpenKeyword | null;
  authVoucherCode: string | null;
  isSessionResetAvailable: boolean;
  resetMethod: ResetMethod | null;
  nextReset: string | null;
  isSessionUsedUp: boolean;
  endTime: string | null;
  endTimePermanent: string | null;
  bytesUsed: number;
  byteLimit: number | null;
  rxMaxBytesPerSecond: number | null;
  txMaxBytesPerSecond: number | null;
  connectedClients: number;
  maxSimultaneousClients: number | null;
  logoutMethod: string | null;
}

export function toSessionView(s: SessionRecord, now: number): SessionView {
  return {
    isBackendAuthed: s.backendAuthed,
    isAccessControllerAuthed: s.accessControllerAuthed,
    isAuthOpen: s.openId !== null,
    authOpenKeyword: s.openKeyword,
    authVoucherCode: s.voucherCode,
    isSessionResetAvailable: canReset(s, now),
    resetMethod: s.resetMethod,
    nextReset: isoOrNull(nextResetAt(s)),
    isSessionUsedUp: isUsedUp(s, now),
    endTime: isoOrNull(s.endAt),
    endTimePermanent: isoOrNull(s.endPermanentAt),
    bytesUsed: s.bytesUsed,
    byteLimit: s.byteLimit,
    rxMaxBytesPerSecond: s.rxMaxBps,
    txMaxBytesPerSecond: s.txMaxBps,
    connectedClients: s.connectedClients,
    maxSimultaneousClients: s.maxClients,
    // a device that is not authorised has nothing to log out of
    logoutMethod: s.backendAuthed || s.accessControllerAuthed ? s.logoutMethod : null,
  };
}
