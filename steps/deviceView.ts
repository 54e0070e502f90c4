import type { Session } from "../schemas/gen/api.gen.ts";

export type StatusBarState = "connected" | "expired" | "not-connected";

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
 * What the status bar says whenever there is session data: used up (amber), connected (green),
 * or neither (logged out, or not yet let online by the controller): not connected.
 */
export function statusBarState(session: Session | null): StatusBarState | null {
  if (!session) return null;
  if (session.isSessionUsedUp) return "expired";
  return isConnected(session) ? "connected" : "not-connected";
}
