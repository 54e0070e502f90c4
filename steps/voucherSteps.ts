import { readVoucherCode, type VoucherCode } from "../schemas/voucherCode.ts";
import { BANNERS, type BannerId } from "./banners.ts";
import { type ControllerStep, TO_LOGIN } from "./ControllerStep.ts";

/** idle (the code), terms, loading (while the browser asks), conflict (the voucher's device limit) */
export type VoucherStep = "idle" | "terms" | "loading" | "conflict";

export interface VoucherState {
  step: VoucherStep;
  /** the code as the passenger typed it */
  code: string;
  /** the terms as accepted with the last press, which the device limit's Continue carries on */
  termsAccepted: boolean;
}

export type VoucherEvent =
  | { type: "submit"; code: string }
  | { type: "accept"; termsAccepted: boolean }
  | { type: "logout-oldest" }
  | { type: "cancel" }
  // the activation's answer: its HTTP status (0: none came), or the status its outcome maps to
  | { type: "answered"; status: number };

/** A step taken: the state reached, and what the face does about it. */
export interface VoucherTurn {
  state: VoucherState;
  /** activate now (the browser's POST /api/v1/voucher/auth, the form's use case): the code as read */
  activate?: { code: VoucherCode; logoutOldest: boolean; termsAccepted: boolean };
  banner?: BannerId;
  /** the terms' checkbox flagged, the terms step again */
  flagTerms?: true;
  /** granted: on to the gateway */
  controller?: ControllerStep;
}

const idle = (state: VoucherState, banner?: BannerId): VoucherTurn => ({
  state: { ...state, step: "idle" },
  ...(banner ? { banner } : {}),
});

// spec sections 4 and 8: 300 asks to log the oldest device out, 404 is an invalid code, 409 one
// that is used up, expired or on another device; anything else failed
function answered(state: VoucherState, status: number): VoucherTurn {
  if (status >= 200 && status < 300) return { state: { ...state, step: "loading" }, controller: TO_LOGIN };
  if (status === 300) return { state: { ...state, step: "conflict" } };
  if (status === 400) return { state: { ...state, step: "terms" }, flagTerms: true };
  if (status === 404) return idle(state, BANNERS.invalidVoucher);
  if (status === 409) return idle(state, BANNERS.authConflict);
  return idle(state, BANNERS.timeout);
}

/**
 * The voucher's step machine (spec section 4): the code checked, then the terms; accepted, the
 * activation; its device limit asks to log the oldest device out; granted, the gateway. The
 * browser's flow (engine/flows/useVoucher.ts) and the server's form (server/pages/forms/) both
 * walk it, so an answer means the same on either.
 */
export function voucherStep(state: VoucherState, event: VoucherEvent): VoucherTurn {
  if (event.type === "cancel") return idle(state);
  if (event.type === "answered") return answered(state, event.status);
  if (event.type === "submit") {
    const next = { ...state, code: event.code };
    return readVoucherCode(event.code) === null
      ? idle(next, BANNERS.invalidVoucher)
      : { state: { ...next, step: "terms" } };
  }
  const code = readVoucherCode(state.code);
  if (code === null) return idle(state, BANNERS.invalidVoucher);
  if (event.type === "accept" && !event.termsAccepted)
    return { state: { ...state, step: "terms" }, flagTerms: true };
  const termsAccepted = event.type === "accept" || state.termsAccepted;
  return {
    state: { ...state, step: "loading", termsAccepted },
    activate: { code, logoutOldest: event.type === "logout-oldest", termsAccepted },
  };
}

/**
 * A voucher form's post as its page's step and the button pressed (`_step`: none submits the code,
 * accept the terms, logout-oldest the device limit's Continue, which carries the terms along).
 */
export function voucherPost(fields: Record<string, string>): { state: VoucherState; event: VoucherEvent } {
  const code = (fields.code ?? "").slice(0, 16);
  const termsAccepted = fields.terms === "1";
  const at = (step: VoucherStep) => ({ step, code, termsAccepted });
  switch (fields._step ?? "") {
    case "":
      return { state: at("idle"), event: { type: "submit", code } };
    case "accept":
      return { state: at("terms"), event: { type: "accept", termsAccepted } };
    case "logout-oldest":
      return { state: at("conflict"), event: { type: "logout-oldest" } };
    default:
      return { state: at("terms"), event: { type: "cancel" } };
  }
}
