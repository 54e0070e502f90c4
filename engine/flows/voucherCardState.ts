import type { Session } from "../api/types.ts";

export type VoucherCardState = "activatable" | "activated" | "expired";

/**
 * A purchased voucher's card (spec section 4): expired when it is the session's voucher, the session
 * is used up and no reset is available; activated when it is the session's and the device is
 * connected; otherwise it can be activated on this device.
 */
export function voucherCardState(
  code: string,
  session: Session | null,
  connected: boolean,
): VoucherCardState {
  if (!session || session.authVoucherCode?.toUpperCase() !== code.toUpperCase()) return "activatable";
  // a used-up session stays authed at the controller: expired is checked first, or it would read 'Activated'
  if (session.isSessionUsedUp && !session.isSessionResetAvailable) return "expired";
  return connected ? "activated" : "activatable";
}
