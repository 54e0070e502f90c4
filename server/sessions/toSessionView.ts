import { canReset, isUsedUp, nextResetAt } from "./sessionState.ts";
import { isoOrNull } from "../domain/isoOrNull.ts";
import type { Session } from "../../schemas/gen/api.gen.ts";
import type { SessionRecord } from "../domain/types.ts";

// the API's session object, typed from schemas/api/session.schema.json (the one source)
export type SessionView = Session;

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
