import type { Session } from "../schemas/gen/api.gen.ts";

export type StatusBarState = "connected" | "expired";

/** connected = session data present, both backend and access controller authed (spec section 3), not used up. */
export function isConnected(session: Session | null): boolean {
  if (!session) return false;
  return session.isBackendAuthed && session.isAccessControllerAuthed && !session.isSessionUsedUp;
}

/**
 * Granted by the backend (voucher or open access) but not yet let online by the access controller:
 * the way on is the controller (/auth, 3, 0), not a new activation, which the backend would refuse.
 */
export function isPending(session: Session | null): boolean {
  if (!session) return false;
  return session.isBackendAuthed && !session.isAccessControllerAuthed && !session.isSessionUsedUp;
}

/**
 * What the status bar says (spec section 2): used up (amber), connected (green). The spec names no
 * third reading: a session that is neither (logged out, or not yet let online by the controller)
 * has no bar; its page says what comes next.
 */
export function statusBarState(session: Session | null): StatusBarState | null {
  if (!session) return null;
  if (session.isSessionUsedUp) return "expired";
  return isConnected(session) ? "connected" : null;
}
