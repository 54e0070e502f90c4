import type { Session } from "../../../engine/api/types.ts";

/** A connected session; override what a test is about. */
export function session(overrides: Partial<Session> = {}): Session {
  return {
    isBackendAuthed: true,
    isAccessControllerAuthed: true,
    isAuthOpen: false,
    authOpenKeyword: null,
    authVoucherCode: "DEMO1234",
    isSessionResetAvailable: false,
    resetMethod: null,
    nextReset: null,
    isSessionUsedUp: false,
    endTime: "2026-11-23T12:00:00Z",
    endTimePermanent: null,
    bytesUsed: 0,
    byteLimit: null,
    rxMaxBytesPerSecond: 2_500_000,
    txMaxBytesPerSecond: 2_500_000,
    connectedClients: 1,
    maxSimultaneousClients: 1,
    logoutMethod: null,
    ...overrides,
  } as Session;
}
