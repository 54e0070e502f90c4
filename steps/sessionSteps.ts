import { BANNERS, type BannerId } from "./banners.ts";
import { type ControllerStep, TO_LOGIN, TO_LOGOUT } from "./ControllerStep.ts";

/**
 * A device's own session, changed: log out (the header, the status page), reset (a new period; the
 * simple trial start asks its terms first), or connect (the status page's Connect of a device
 * granted but not let online yet: its gateway's login again).
 */
export type SessionAction = "logout" | "reset" | "connect";

export type SessionEvent =
  // the button; `termsAccepted` where the page asks the terms, `pending` for Connect
  { type: "press"; termsAccepted?: boolean; pending?: boolean } | { type: "answered"; status: number };

export interface SessionTurn {
  /** the button busy: the action asked, or the page being left */
  loading: boolean;
  /** ask the server now (the browser's POST /api/v1/session/…, the form's use case) */
  act?: true;
  banner?: BannerId;
  flagTerms?: true;
  controller?: ControllerStep;
}

const AFTER: Record<SessionAction, ControllerStep> = {
  logout: TO_LOGOUT,
  reset: TO_LOGIN,
  connect: TO_LOGIN,
};

/**
 * The session actions' one step (spec section 4, Status): asked, then the gateway (its logout, or
 * its login again); a failure says 'Something went wrong'. Walked by the browser's flows
 * (useLogout, useSessionReset, the Connect button) and by the server's forms alike.
 */
export function sessionStep(action: SessionAction, event: SessionEvent): SessionTurn {
  if (event.type === "answered")
    return event.status >= 200 && event.status < 300
      ? { loading: true, controller: AFTER[action] }
      : { loading: false, banner: BANNERS.timeout };
  if (event.termsAccepted === false) return { loading: false, flagTerms: true };
  if (action === "connect")
    return event.pending ? { loading: true, controller: AFTER.connect } : { loading: false };
  return { loading: true, act: true };
}

/** A session form's post: its button, with the terms where its page asks them (`_step` accept). */
export function sessionPost(fields: Record<string, string>, pending: boolean): SessionEvent {
  return {
    type: "press",
    pending,
    ...(fields._step === "accept" ? { termsAccepted: fields.terms === "1" } : {}),
  };
}
